Feature: Increasing both posses' casualties this round (§5.7)
  "Increase the casualties of both posses this round by N" (Behold White Bull) adds N to
  each player's casualties as the round's are set: the winner's none become N, and on a
  tie each side's 1 becomes 1 + N, before any reduction.

  Xui Yin Chen (influence 2) performs Behold White Bull; his pull 4D is within his value.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Behold White Bull"
    And Player1 has these dudes:
      | dude         | at          |
      | Xui Yin Chen | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Steele Archer | Town Square |
    And a shootout at "Town Square" led by "Xui Yin Chen" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Steele Archer"
    And Player1's next pull is "4D"

  @rule:shootout.casualties.increased @rule:shootout.tie
  Scenario: On an exact tie each side takes 1 + 2 casualties
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "4H 4D 5H 5D JC"
    When Player1 plays "Behold White Bull"
    And Player2 chooses "stay"
    And Player2 picks "Olivia Jenks" as shooter
    Then Player1 takes 3 casualties
    And Player2 takes 3 casualties
    And the log contains in order:
      """
      The round is an exact tie: each side takes 1 casualty
      Player1's casualties increase from 1 to 3
      Player2's casualties increase from 1 to 3
      """
    And Player1 is asked to "Select a casualty"
