@card:25053
Feature: Ready Fer Anythin'
  Noon: Target your dude. If that dude has a Sidekick, they get +1 influence. If they have a
  Weapon, draw a card. If they have an Attire, they become a stud. If they have a Horse, they
  get +1 bullets.

  Jon Longstride prints 1 influence, 2 bullets and is a draw. The Father's Cross is a
  Sidekick, Colt-Patterson Model '36 a Weapon, Rattler-Hide Coat an Attire, Pinto a Horse.

  Background:
    Given the board "shootout"
    And Player1's hand is "Ready Fer Anythin'"
    And Player1's deck is "Roan, Mustang"

  Scenario: A dude with all four gets each bonus for the day
    Given Player1 has these dudes:
      | dude           | at   | attachments                                                                   |
      | Jon Longstride | home | The Father's Cross, Colt-Patterson Model '36, Rattler-Hide Coat, Pinto |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 plays "Ready Fer Anythin'"
    Then Player1 may not choose "Steven Wiles"
    When Player1 selects "Jon Longstride"
    Then "Jon Longstride" has 2 influence
    And "Jon Longstride" has 3 bullets
    And "Jon Longstride" is a stud
    And Player1's hand is "Roan"
    And "Jon Longstride" has "influence +1" from "Ready Fer Anythin'" until end of day
    And the log contains in order:
      """
      Player1 plays Ready Fer Anythin' on Jon Longstride
      Player1 gives Jon Longstride +1 influence
      Player1 draws a card
      Player1 makes Jon Longstride a stud
      Player1 gives Jon Longstride +1 bullets
      """

  Scenario: A dude with none of them gets nothing
    Given Player1 has these dudes:
      | dude           | at   |
      | Jon Longstride | home |
    When Player1 plays "Ready Fer Anythin'"
    And Player1 selects "Jon Longstride"
    Then "Jon Longstride" has 1 influence
    And "Jon Longstride" has 2 bullets
    And "Jon Longstride" is a draw
    And Player1 has 0 cards in hand
