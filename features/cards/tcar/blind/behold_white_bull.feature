@card:19041 @blind
Feature: Behold White Bull (blind proof)
  Action, Headline, Technique, Tao of Bull Demon King. Shootout Tau Technique, Boot:
  Increase the casualties of both posses this round by this dude's influence. Your
  opponent may send all dudes in their posse home booted. If they do, this dude
  permanently gets +2 control points and unboots.

  Feichi "Suitcase" Lee: Kung Fu 1, value 5 (6 in play), influence 2: a pull of 6 or less
  performs the technique. "AS AH AD 5C 3C" (Three of a Kind, rank 4) beats
  "KS KH 9D 6C 4C" (One Pair, rank 2) by 2.

  Background:
    Given the board "shootout"
    And Player1's hand is "Behold White Bull"
    And Player1 has these dudes:
      | dude                  | at          |
      | Feichi "Suitcase" Lee | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Feichi "Suitcase" Lee"
    And Player2's posse is "Olivia Jenks, Steven Wiles"

  Scenario: The opponent stays: both posses take 2 more casualties this round
    Given Player1's next draw hand is "AS AH AD 5C 3C"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    And Player1's next pull is "4D"
    When Player1 plays "Behold White Bull"
    And Player2 chooses "stay"
    And Player2 picks "Olivia Jenks" as shooter
    Then Player1 wins the round
    And Player2 takes 4 casualties
    And Player1 takes 2 casualties
    And "Feichi "Suitcase" Lee" has 0 control points
    And Player2 is asked to "Select a casualty"

  Scenario: The opponent sends his posse home booted: the performer gets 2 permanent control points and unboots
    Given Player1 has these dudes:
      | dude                  | at          |
      | Feichi "Suitcase" Lee | Town Square |
      | Clyde Owens           | home        |
    And Player1's next pull is "4D"
    When Player1 plays "Behold White Bull"
    And Player2 chooses "send your posse home booted"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" is booted
    And "Feichi "Suitcase" Lee" has 2 control points
    And "Feichi "Suitcase" Lee" is unbooted
    And Player1 is asked to "Select a dude"
    When Player1 is done
    And the game advances to the Upkeep phase of day 2
    Then "Feichi "Suitcase" Lee" has 2 control points

  Scenario: A failed Kung Fu test does nothing
    Given Player1's next draw hand is "AS AH AD 5C 3C"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    And Player1's next pull is "8D"
    When Player1 plays "Behold White Bull"
    And Player2 picks "Olivia Jenks" as shooter
    Then Player1 wins the round
    And Player2 takes 2 casualties
    And Player2 is asked to "Select a casualty"
