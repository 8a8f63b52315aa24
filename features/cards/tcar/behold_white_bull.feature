@card:19041
Feature: Behold White Bull
  Action, Headline, Technique, Tao of Bull Demon King. Shootout Tao Technique, Boot:
  Increase the casualties of both posses this round by this dude's influence. Your opponent
  may send all dudes in their posse home booted. If they do, this dude permanently gets +2
  control points and unboots.

  Xui Yin Chen (value 4, Kung Fu 3, influence 2) performs it; his pull 4D is not above 7.
  His Two Pair (rank 3) beats Player2's One Pair (rank 2) by 1.

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
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 8D 6C KH"

  @rule:shootout.casualties.increased
  Scenario: The opponent stays: both posses take 2 more casualties this round
    When Player1 plays "Behold White Bull"
    And Player2 chooses "stay"
    Then "Xui Yin Chen" is booted
    And the log contains "Player1 increases the casualties of both posses this round by 2"
    When Player2 picks "Olivia Jenks" as shooter
    Then Player2 takes 3 casualties
    And Player1 takes 2 casualties
    And the log contains in order:
      """
      Player1 wins the round by 1 rank
      Player1's casualties increase from 0 to 2
      Player2's casualties increase from 1 to 3
      """
    And Player2 is asked to "Select a casualty"

  Scenario: The opponent sends their posse home: the dude gets 2 permanent control points and unboots
    Given Player1 has 10 ghost rock
    And Player2 has 10 ghost rock
    When Player1 plays "Behold White Bull"
    And Player2 chooses "send your posse home booted"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And "Steele Archer" is at "Player2's home"
    And "Steele Archer" is booted
    And "Xui Yin Chen" is unbooted
    And "Xui Yin Chen" has 2 control points
    And the log contains in order:
      """
      Player1 increases the casualties of both posses this round by 2
      Player2 sends all dudes in their posse home booted
      Player1's Xui Yin Chen permanently gets 2 control points and unboots
      """
    When the game advances to the High Noon phase of day 2
    Then "Xui Yin Chen" has 2 control points
