@card:19013
Feature: Adrián Vallejo
  React: After a card ability moves a dude to a shootout location and they join a posse,
  if Adrián has a Horse, he joins your posse (moving if necessary).

  Carter's Bounties: "Controller Shootout, Boot: Move your dude into your posse from any
  location." Mustang is a Horse.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Carter's Bounties"
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2's hand is "Sun in Yer Eyes"

  Scenario: A card moves a dude into the fight: Adrián, with a Horse, rides in too
    Given Player1 has these dudes:
      | dude            | at          | attachments | booted |
      | Pancho Castillo | Town Square |             | no     |
      | Steele Archer   | home        |             | no     |
      | Adrián Vallejo  | home        | Mustang     | yes    |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player1 uses "Carter's Bounties"
    And Player1 selects "Steele Archer"
    And Player1 reacts with "Adrián Vallejo"
    Then "Adrián Vallejo" is at "Town Square"
    And "Adrián Vallejo" is booted
    And Player1's posse is "Pancho Castillo, Steele Archer, Adrián Vallejo"
    And the log contains in order:
      """
      Player1 uses Adrián Vallejo
      Player1 moves Adrián Vallejo to Town Square without booting
      Player1 moves Adrián Vallejo into their posse
      """
    And Player2 is asked to "Select a play"

  Scenario: Without a Horse Adrián stays where he is
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Steele Archer   | home        |
      | Adrián Vallejo  | home        |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player1 uses "Carter's Bounties"
    And Player1 selects "Steele Archer"
    And Player1 reacts with "Adrián Vallejo"
    Then "Adrián Vallejo" is at "Player1's home"
    And Player1's posse is "Pancho Castillo, Steele Archer"
    And Player2 is asked to "Select a play"

  Scenario: A dude who joins the usual way brings no React
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square |             |
      | Steele Archer   | home        |             |
      | Adrián Vallejo  | home        | Mustang     |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 is done
    Then "Adrián Vallejo" is at "Player1's home"
    And Player1 is asked to "Select a play"

  Scenario: Adrián already in the posse is not offered the React
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square |             |
      | Adrián Vallejo  | Town Square | Mustang     |
      | Steele Archer   | home        |             |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Adrián Vallejo" to the posse
    And Player1 is done
    And Player1 uses "Carter's Bounties"
    And Player1 selects "Steele Archer"
    Then Player1's posse is "Pancho Castillo, Adrián Vallejo, Steele Archer"
    And Player2 is asked to "Select a play"
