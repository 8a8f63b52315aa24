@card:20030
Feature: Virginia Ann Earp
  While Virginia is in a shootout, hand ranks cannot be modified by Shootout, React, or
  non-Cheatin' Resolution abilities.

  Steele Archer's Two Pair (rank 3) loses to Olivia Jenks's Three of a Kind (rank 4) by 1;
  Player2's It's Not What You Know... lowers a hand rank by 1 (Resolution) or by 4
  (Cheatin' Resolution).

  Background:
    Given the phase is High Noon
    And Player2's hand is "It's Not What You Know... (Weird West Edition)"
    And Player2 has 2 ghost rock
    And Player1 has these dudes:
      | dude              | at             |
      | Steele Archer     | Town Square    |
      | Virginia Ann Earp | Town Square    |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2's next draw hand is "3H 3S 3D 6C KH"

  @rule:shootout.rank_locked
  Scenario: With Virginia in the posse a Resolution does not lower a hand rank
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player1's posse is "Steele Archer, Virginia Ann Earp"
    When Player1 picks "Steele Archer" as shooter
    And Player2 plays "It's Not What You Know... (Weird West Edition)"
    And Player2 chooses "Player1"
    Then Player1's hand rank is 3
    And the log contains "Player2 cannot change Player1's hand rank with a Resolution ability"
    And the log contains "Player2 wins the round by 1 rank"
    And Player1 is asked to "Select a casualty"

  Scenario: Virginia out of the posse leaves hand ranks be
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player1's posse is "Steele Archer"
    When Player2 plays "It's Not What You Know... (Weird West Edition)"
    And Player2 chooses "Player1"
    Then Player1's hand rank is 2
    And the log does not contain "Player2 cannot change Player1's hand rank with a Resolution ability"
    And the log contains "Player2 wins the round by 2 ranks"
    And Player1 is asked to "Select a casualty"

  Scenario: A Cheatin' Resolution still lowers a hand rank with Virginia in the posse
    Given Player1's next draw hand is "4S 4S 5S 5C JD"
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player1's posse is "Steele Archer, Virginia Ann Earp"
    When Player1 picks "Steele Archer" as shooter
    And Player2 plays "It's Not What You Know... (Weird West Edition) (2nd ability)"
    And Player2 chooses "Player1"
    Then Player1's hand rank is 1
    And the log contains "Player2 lowers Player1's hand rank by 4"
    And Player1 is asked to "Select a casualty"

  Scenario: The lock holds for every hand, the opposing player's too
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player1's posse is "Steele Archer, Virginia Ann Earp"
    When Player1 picks "Steele Archer" as shooter
    And Player2 plays "It's Not What You Know... (Weird West Edition)"
    And Player2 chooses "Player2"
    Then Player2's hand rank is 4
    And the log contains "Player2 cannot change Player2's hand rank with a Resolution ability"
    And Player1 is asked to "Select a casualty"
