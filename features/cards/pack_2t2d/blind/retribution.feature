@card:20045 @blind
Feature: Retribution (blind proof)
  Spell, Miracle.
  Shootout Miracle X, Boot: Choose an opposing dude. X is that dude's value. If that dude's
  controller reveals a cheating hand this round and you reveal a legal hand, ace that dude.
  This acing effect cannot be prevented.

  Ezrael Jones is Blessed 1; Olivia Jenks is value 2, so a pull of 1 or more succeeds.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Retribution |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: The opponent cheats, you do not: that dude is aced
    Given Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    And Player1's next pull is "5H"
    When Player1 calls out "Olivia Jenks" with "Ezrael Jones"
    And Player2 accepts
    And Player1 uses "Retribution"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's boot hill
    And "Retribution" is booted
    And Player1 is asked to "Select a dude"

  Scenario: Both legal: nothing happens to that dude
    Given Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    And Player1's next pull is "5H"
    When Player1 calls out "Olivia Jenks" with "Ezrael Jones"
    And Player2 accepts
    And Player1 uses "Retribution"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is not in Player2's boot hill
    And "Olivia Jenks" is in play
    And Player1 is asked to "Select a casualty"

  Scenario: Both cheat: nothing happens to that dude
    Given Player1's next draw hand is "QS QS 8D 5C 3C"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    And Player1's next pull is "5H"
    When Player1 calls out "Olivia Jenks" with "Ezrael Jones"
    And Player2 accepts
    And Player1 uses "Retribution"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is not in Player2's boot hill
    And "Olivia Jenks" is in play
    And Player1 is asked to "Select a casualty"

  Scenario: X is the chosen dude's value: a pull below it fails and nothing happens
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    And Player1's next pull is "6H"
    When Player1 calls out "Steven Wiles" with "Ezrael Jones"
    And Player2 accepts
    And Player1 uses "Retribution"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is not in Player2's boot hill
    And the log contains "Player1's Ezrael Jones fails by 1 with 6H + 1 = 7 against difficulty 8"
    And Player1 is asked to "Select a casualty"

  @ruling:retribution-ace-beats-harrowed
  Scenario: The acing cannot be prevented: a Harrowed dude is aced, not discarded
    Given Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
    And Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    And Player1's next pull is "KH"
    When Player1 calls out "Avie Cline" with "Ezrael Jones"
    And Player2 accepts
    And Player1 uses "Retribution"
    And Player1 selects "Avie Cline"
    Then "Avie Cline" is in Player2's boot hill
    And Player1 is asked to "Select a dude"
