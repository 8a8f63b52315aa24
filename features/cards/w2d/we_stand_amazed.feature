@card:23043
Feature: We Stand Amazed
  Spell, Miracle, Hymn. React Miracle X, Boot: When a dude in this shootout is being discarded
  as a casualty, send that dude home booted instead. X is that dude's grit.

  Ezrael Jones (Blessed 1) casts it. Steele Archer's grit is 6 (value 4, 0 bullets, 2
  influence): a pull of 5 or more succeeds. Player1 loses the round by 1 rank.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments     |
      | Ezrael Jones  | Town Square | We Stand Amazed |
      | Steele Archer | Town Square |                 |
    And Player2 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |

  Scenario: A casualty about to be discarded goes home booted instead
    Given Player1's next pull is "5H"
    And Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    When Player1 calls out "Bai Yang Chen" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Ezrael Jones" to the posse
    And Player1 picks "Steele Archer" as shooter
    And Player1 covers the casualties with "discard Steele Archer"
    And Player1 reacts with "We Stand Amazed"
    Then "Steele Archer" is in play
    And "Steele Archer" is booted
    And "Steele Archer" is at "home"
    And "We Stand Amazed" is booted
    And the log contains "Player1 sends Steele Archer home booted instead"
    And Player1 is asked to "Select a dude"

  Scenario: A pull of 4 (5 in all) falls short of his grit: he is discarded
    Given Player1's next pull is "4H"
    And Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    When Player1 calls out "Bai Yang Chen" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Ezrael Jones" to the posse
    And Player1 picks "Steele Archer" as shooter
    And Player1 covers the casualties with "discard Steele Archer"
    And Player1 reacts with "We Stand Amazed"
    Then "Steele Archer" is in Player1's discard pile
    And "We Stand Amazed" is booted
    And Player1 is asked to "Select a dude"

  Scenario: An aced casualty (2 casualties to cover) is not spared
    Given Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "3H 3S 8D 8C KH"
    When Player1 calls out "Bai Yang Chen" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Ezrael Jones" to the posse
    And Player1 picks "Steele Archer" as shooter
    And Player1 covers the casualties with "ace Steele Archer"
    Then "Steele Archer" is in Player1's boot hill
    And "We Stand Amazed" is unbooted
    And Player1 is asked to "Select a dude"
