@card:01139
Feature: Missed!
  Action. Shootout: Unboot one of your dudes in this posse.

  Only a booted dude can be unbooted, so only booted dudes of your posse are offered
  (README "Rules choices").

  Background:
    Given the phase is High Noon
    And Player1's hand is "Missed!, Sun in Yer Eyes"
    And Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | no     |
      | Steven Wiles    | Town Square | yes    |
      | Olivia Jenks    | Town Square | yes    |
    And Player2 has these dudes:
      | dude          | at          | booted |
      | Steele Archer | Town Square | yes    |

  Scenario: Missed! unboots one of your dudes in this posse
    When Player1 calls out "Steele Archer" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Steven Wiles" to the posse
    And Player1 is done
    And Player1 plays "Missed!"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is unbooted
    And "Olivia Jenks" is booted
    And "Missed!" is in Player1's discard pile
    And Player1's hand is "Sun in Yer Eyes"
    And the log contains "Player1 plays Missed! to unboot Steven Wiles"
    And Player1 is asked to "Select a play"

  Scenario: Only your booted dudes in this posse can be unbooted
    When Player1 calls out "Steele Archer" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Steven Wiles" to the posse
    And Player1 is done
    And Player1 plays "Missed!"
    Then Player1 may choose "Steven Wiles"
    And Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "Steele Archer"
    And Player1 is asked to "Select a dude"

  Scenario: With no booted dude in your posse Missed! is not a play
    When Player1 calls out "Steele Archer" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player1 tries to play "Missed!"
    Then the play is refused because "Missed! has no legal target"
    And the play is refused by rule "ability.target"
    And Player1's hand is "Missed!, Sun in Yer Eyes"
    And Player1 is asked to "Select a play"

  Scenario: Missed! is a Shootout play, not a High Noon action
    When Player1 tries to play "Missed!"
    Then the play is refused by rule "noon.play_type"
    And "Steven Wiles" is booted

  Scenario: The unbooted dude stays unbooted after the shootout
    Given Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Steele Archer" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Steven Wiles" to the posse
    And Player1 is done
    And Player1 plays "Missed!"
    And Player1 selects "Steven Wiles"
    And Player1 passes
    And Player1 picks "Pancho Castillo" as shooter
    And Player2 discards "Steele Archer"
    And Player1 stays
    Then Player1 wins the shootout
    And "Steven Wiles" is unbooted
