@card:20029 @blind
Feature: Larry "Sevens" Swift (Too Tough to Die) (blind proof)
  Dude, Huckster 1. React: After posses are formed, if Larry is in your posse, boot Larry's
  spell to boot an attachment in the opposing posse and increase Larry's bounty by 1. If
  you are not the Winner, Larry must be unbooted.

  "The Winner" is read as the player who won lowball this day, the first player.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |

  Scenario: Booting his spell boots an opposing attachment and raises his bounty
    Given Player2 is the first player
    And it is Player1's turn
    And Player1 has these dudes:
      | dude                                    | at          | attachments |
      | Larry "Sevens" Swift | Town Square | Soul Blast  |
    When Player1 calls out "Pancho Castillo" with "Larry "Sevens" Swift"
    And Player2 accepts
    And Player1 reacts with "Larry "Sevens" Swift"
    And Player1 selects "Soul Blast"
    And Player1 selects "Shotgun"
    Then "Shotgun" is booted
    And "Soul Blast" is booted
    And "Larry "Sevens" Swift" has 1 bounty
    And Player1 is asked to "Select a casualty"

  @ruling:winner-is-the-lowball-winner
  Scenario: A booted Larry may react for the Winner
    Given Player1 is the first player
    And Player1 has these dudes:
      | dude                                    | at          | attachments | booted |
      | Larry "Sevens" Swift | Town Square | Soul Blast  | yes    |
      | Steele Archer                           | Town Square |             | no     |
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Larry "Sevens" Swift" to the posse
    And Player1 reacts with "Larry "Sevens" Swift"
    And Player1 selects "Soul Blast"
    And Player1 selects "Shotgun"
    Then "Shotgun" is booted
    And "Larry "Sevens" Swift" has 1 bounty
    And Player1 is asked to "Select a dude"

  @ruling:winner-is-the-lowball-winner
  Scenario: A booted Larry may not react for a player who is not the Winner
    Given Player2 is the first player
    And it is Player1's turn
    And Player1 has these dudes:
      | dude                                    | at          | attachments | booted |
      | Larry "Sevens" Swift | Town Square | Soul Blast  | yes    |
      | Steele Archer                           | Town Square |             | no     |
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Larry "Sevens" Swift" to the posse
    Then "Shotgun" is unbooted
    And "Soul Blast" is unbooted
    And "Larry "Sevens" Swift" has 0 bounty
    And Player2 is asked to "Select a play"

  Scenario: Outside the posse Larry does nothing
    Given Player2 is the first player
    And it is Player1's turn
    And Player1 has these dudes:
      | dude                 | at          | attachments |
      | Larry "Sevens" Swift | home        | Soul Blast  |
      | Steele Archer        | Town Square |             |
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player1 is done
    Then "Shotgun" is unbooted
    And "Larry "Sevens" Swift" has 0 bounty
    And Player2 is asked to "Select a play"
