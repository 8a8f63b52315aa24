@card:01039 @blind
Feature: Sanford Taylor (blind proof)
  Noon, Boot: Call out a dude at this deed. If Sanford is wanted, the call-out cannot
  be refused.

  Board "main street": Player2 owns Railroad Station.

  Background:
    Given the board "main street"
    And Player2 has these dudes:
      | dude         | at               |
      | Tommy Harden | Railroad Station |

  Scenario: A wanted Sanford boots to call out a dude at his deed, who cannot refuse
    Given Player1 has these dudes:
      | dude           | at               | bounty |
      | Sanford Taylor | Railroad Station | 1      |
    When Player1 uses "Sanford Taylor"
    And Player1 selects "Tommy Harden"
    Then "Sanford Taylor" is booted
    When Player2 tries to refuse
    Then the play is refused by rule "callout.must_accept"
    And "Tommy Harden" is at "Railroad Station"
    And Player2 may not choose "refuse"
    And Player2 is asked to "Select an option"

  Scenario: An unwanted Sanford's call-out can be refused, sending the dude home booted
    Given Player1 has these dudes:
      | dude           | at               |
      | Sanford Taylor | Railroad Station |
    When Player1 uses "Sanford Taylor"
    And Player1 selects "Tommy Harden"
    And Player2 refuses
    Then "Tommy Harden" is at "Player2's home"
    And "Tommy Harden" is booted
    And "Sanford Taylor" is booted

  Scenario: An accepted call-out by Sanford starts a shootout at the deed
    Given Player1 has these dudes:
      | dude           | at               | bounty |
      | Sanford Taylor | Railroad Station | 1      |
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    When Player1 uses "Sanford Taylor"
    And Player1 selects "Tommy Harden"
    And Player2 accepts
    Then Player1's posse is "Sanford Taylor"
    And Player2's posse is "Tommy Harden"
    And Player1 is asked to "Select a casualty"

  Scenario: Sanford in the town square is at no deed and cannot use his call-out
    Given Player1 has these dudes:
      | dude           | at          | bounty |
      | Sanford Taylor | Town Square | 1      |
    And Player2 has these dudes:
      | dude         | at          |
      | Avie Cline | Town Square |
    When Player1 tries to use "Sanford Taylor"
    Then the play is refused by rule "ability.condition"
    And "Sanford Taylor" is unbooted

  Scenario: Sanford at an opponent's home is at no deed and cannot use his call-out
    Given Player1 has these dudes:
      | dude           | at             | bounty |
      | Sanford Taylor | Player2's home | 1      |
    And Player2 has these dudes:
      | dude       | at             |
      | Avie Cline | Player2's home |
    When Player1 tries to use "Sanford Taylor"
    Then the play is refused by rule "ability.condition"
    And "Sanford Taylor" is unbooted

  Scenario: A wanted Sanford's ordinary call-out, not his ability, can be refused
    Given Player1 has these dudes:
      | dude           | at               | bounty |
      | Sanford Taylor | Railroad Station | 1      |
    When Player1 calls out "Tommy Harden" with "Sanford Taylor"
    And Player2 refuses
    Then "Tommy Harden" is at "Player2's home"
    And "Sanford Taylor" is unbooted
