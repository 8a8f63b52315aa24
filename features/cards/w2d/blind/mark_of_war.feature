@card:23042 @blind
Feature: Mark of War (blind proof)
  Hex. Noon Hex 7, Boot: This dude's call outs cannot be refused. Discard this Hex.

  Steele Archer is Huckster 2: a pull of 5 casts Hex 7, 4 fails.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Mark of War |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: Cast, the Hex is discarded and his call out cannot be refused
    Given Player1's next pull is "5H"
    When Player1 uses "Mark of War"
    Then "Mark of War" is in Player1's discard pile
    When Player2 passes
    And Player1 calls out "Steven Wiles" with "Steele Archer"
    And Player2 tries to refuse
    Then the play is refused by rule "callout.must_accept"
    And "Steven Wiles" is at "Town Square"
    And Player2 is asked to "Select an option"

  Scenario: A failed cast: the call out may be refused
    Given Player1's next pull is "4H"
    When Player1 uses "Mark of War"
    And Player2 passes
    And Player1 calls out "Steven Wiles" with "Steele Archer"
    And Player2 refuses
    Then "Steven Wiles" is at "Player2's home"
