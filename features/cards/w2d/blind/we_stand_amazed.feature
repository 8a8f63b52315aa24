@card:23043 @blind
Feature: We Stand Amazed (blind proof)
  Miracle, Hymn. React Miracle X, Boot: When a dude in this shootout is being discarded as a
  casualty, send that dude home booted instead. X is that dude's grit.

  Ezrael Jones (Blessed 1) casts it. Olivia Jenks's grit: value 2 + bullets 2 + influence 2
  = 6, so a pull of 5 succeeds, 4 fails. Player1's high card loses to a pair by 1: one
  casualty.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments     |
      | Ezrael Jones | Town Square | We Stand Amazed |
      | Olivia Jenks | Town Square |                 |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's posse is "Ezrael Jones, Olivia Jenks"
    And Player2's next draw hand is "KS KH 5D 6C 4C"

  Scenario: Olivia discarded as a casualty goes home booted instead
    Given Player1's next pull is "5H"
    And Player1's next draw hand is "2S 4C 7D 9H JC"
    When Player1 picks "Ezrael Jones" as shooter
    And Player1 covers the casualties with "discard Olivia Jenks"
    And Player1 reacts with "We Stand Amazed"
    Then "Olivia Jenks" is at "Player1's home"
    And "Olivia Jenks" is booted
    And "Olivia Jenks" is not in Player1's discard pile
    And "We Stand Amazed" is booted
    And Player1 is asked to "Select a dude"

  Scenario: A pull under her grit fails: she is discarded
    Given Player1's next pull is "4H"
    And Player1's next draw hand is "2S 4C 7D 9H JC"
    When Player1 picks "Ezrael Jones" as shooter
    And Player1 covers the casualties with "discard Olivia Jenks"
    And Player1 reacts with "We Stand Amazed"
    Then "Olivia Jenks" is in Player1's discard pile
    And Player1 is asked to "Select a dude"

