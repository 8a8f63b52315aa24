Feature: Dudes lost this turn (§5.8, §8.1, §9.3)
  "If one of your dudes has been discarded or aced this turn, either as a casualty or by an
  opposing card effect" (Debt of Blood) counts a dude of yours who left play as a casualty
  of a shootout, or by another player's card effect (engine.losses); one your own card
  effect aced does not count.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
      | Olivia Jenks   | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  @rule:shootout.casualties
  Scenario: A casualty discarded in the first round counts in the second
    Given Player1's hand is "Debt of Blood"
    And Player1's next draw hand is "2H 3D 6C 9S KH"
    And Player2's next draw hand is "AS AC 8S 9C JD"
    When Player1 calls out "Steven Wiles" with "Jon Longstride"
    And Player2 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player1 picks "Jon Longstride" as shooter
    And Player1 discards "Olivia Jenks"
    And Player1 stays
    And Player2 stays
    When Player1 plays "Debt of Blood"
    And Player1 selects "Jon Longstride"
    Then "Jon Longstride" has 5 bullets
    And the log contains "Player1 discards Olivia Jenks to cover 1 casualty (0 remaining)"
    And Player1 is asked to "Select a card"

  Scenario: A dude aced by your own card effect does not count
    Given Player1's hand is "No Turning Back (Weird West Edition), Debt of Blood"
    When Player1 plays "No Turning Back (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player1's Boot Hill
    When Player2 passes
    And Player1 tries to play "Debt of Blood (2nd ability)"
    Then the play is refused by rule "ability.condition"
