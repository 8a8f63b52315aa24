@card:24092
Feature: Rob Wilby
  Dude, Drifter; 1 bullet (draw), influence 0, value 2S, cost 1, upkeep 0. No text.

  No script: a dude with no printed text plays from his card data. His bullets and
  shooter type set his draw in a shootout (§5.5: a stud draws one extra card per bullet,
  a draw may redraw one card per bullet), his influence counts for control (§9.1), and
  his upkeep is paid at Upkeep (§3.2), or he is discarded.

  Scenario: In a shootout his printed bullets and shooter type set his draw
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude      | at          |
      | Rob Wilby | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    Then "Rob Wilby" is a draw
    And "Rob Wilby" has 1 bullets
    And "Rob Wilby" has 0 influence
    When Player1 calls out "Olivia Jenks" with "Rob Wilby"
    And Player2 accepts
    Then the log contains in order:
      """
      Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 1
      Player1 reveals 2S 2C 5S 5C JD: Two Pair (rank 3)
      """
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"

  Scenario: At Upkeep his controller pays his printed upkeep after the outfit's production of 3
    Given a game between "Law Dogs" and "Law Dogs"
    And the phase is Upkeep
    And Player1 is the first player
    And Player1 has 10 ghost rock
    And Player1 has these dudes:
      | dude      |
      | Rob Wilby |
    Then "Rob Wilby" has 0 upkeep
    And the log contains "Player1 pays no upkeep"
    And Player1 has 13 ghost rock
