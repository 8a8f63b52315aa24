@card:25045
Feature: Turn the Other Cheek
  Shootout Miracle X, Boot: Target an opposing dude. X is that dude's grit. If successful,
  send them and this Blessed home. Unboot both dudes.

  Ezrael Jones prints Blessed 1. Olivia Jenks prints value 2, 2 bullets and 2 influence:
  grit 6. Jon Longstride stays in Player1's posse.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments          |
      | Ezrael Jones   | Town Square | Turn the Other Cheek |
      | Jon Longstride | Town Square |                      |
    And Player2 has these dudes:
      | dude         | at          | booted |
      | Olivia Jenks | Town Square | yes    |
      | Steven Wiles | Town Square | no     |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Olivia Jenks"
    And Player1's posse is "Ezrael Jones, Jon Longstride"
    And Player2's posse is "Olivia Jenks, Steven Wiles"

  Scenario: Pulling the target's grit sends both dudes home unbooted
    Given Player1's next pull is "5H"
    When Player1 uses "Turn the Other Cheek"
    Then Player1 may not choose "Jon Longstride"
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is unbooted
    And "Ezrael Jones" is at "Player1's home"
    And "Ezrael Jones" is unbooted
    And "Turn the Other Cheek" is booted
    And "Jon Longstride" is at "Town Square"
    And the log contains in order:
      """
      Player1 uses Turn the Other Cheek to send Olivia Jenks home unbooted
      Player1 uses Turn the Other Cheek to send Ezrael Jones home unbooted
      """
    And Player1 is asked to "Select a card"

  Scenario: A pull short of the grit sends nobody home
    Given Player1's next pull is "4H"
    When Player1 uses "Turn the Other Cheek"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Town Square"
    And "Ezrael Jones" is at "Town Square"
    And "Turn the Other Cheek" is booted
    And Player1 is asked to "Select a dude"
