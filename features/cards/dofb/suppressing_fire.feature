@card:25055
Feature: Suppressing Fire
  Shootout: Make an opposing booted dude a draw.
  Shootout: Boot one of your dudes or their attached Weapon to make them a stud.

  Steven Wiles and Clint Ramsey are studs; Olivia Jenks is a draw.

  Background:
    Given the board "shootout"
    And Player1's hand is "Suppressing Fire"

  Scenario: A booted opposing stud becomes a draw for the shootout
    Given Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude         | at          | booted |
      | Steven Wiles | Town Square | yes    |
      | Clint Ramsey | Town Square | no     |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Clint Ramsey"
    When Player1 plays "Suppressing Fire"
    Then Player1 may not choose "Clint Ramsey"
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" is a draw
    And "Steven Wiles" has "draw" from "Suppressing Fire" until end of shootout
    And "Clint Ramsey" is a stud
    And the log contains "Player1 makes Steven Wiles a draw"
    And Player2 is asked to "Select a dude"

  Scenario: Booting a Weapon of your dude makes him a stud
    Given Player1 has these dudes:
      | dude         | at          | attachments              |
      | Olivia Jenks | Town Square | Colt-Patterson Model '36 |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    When Player1 plays "Suppressing Fire (2nd ability)"
    And Player1 selects "Olivia Jenks"
    Then the options are:
      """
      Olivia Jenks
      Colt-Patterson Model '36
      """
    When Player1 selects "Colt-Patterson Model '36"
    Then "Olivia Jenks" is a stud
    And "Olivia Jenks" is unbooted
    And "Colt-Patterson Model '36" is booted
    And "Olivia Jenks" has "stud" from "Suppressing Fire" until end of shootout
    And the log contains "Player1 boots Colt-Patterson Model '36 to make Olivia Jenks a stud"
    And Player1 is asked to "Select a card"

  Scenario: A booted dude without a Weapon to boot cannot be made a stud
    Given Player1 has these dudes:
      | dude         | at          | booted |
      | Olivia Jenks | Town Square | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    Then the log contains "Player1 has no shootout play and passes"
    And "Olivia Jenks" is a draw
    And Player1 is asked to "Select a card"
