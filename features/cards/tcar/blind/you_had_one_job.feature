@card:19042 @blind
Feature: You Had ONE Job! (blind proof)
  Action. Shootout: Choose a wanted dude with 3 or more bounty. Make them a stud or draw.
  Resolution: All players who revealed a legal hand may reduce their casualties by 2.

  Jake Smiley is a 1-bullet draw; Steven Wiles a 3-bullet stud. "AS AH AD 5C 3C" (Three
  of a Kind, rank 4) beats "KS KH 9D 6C 4C" (One Pair, rank 2) by 2.

  Background:
    Given the board "shootout"
    And Player1's hand is "You Had ONE Job!"

  Scenario: A wanted dude with 3 bounty becomes a stud
    Given Player1 has these dudes:
      | dude        | at          | bounty |
      | Jake Smiley | Town Square | 3      |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 2      |
    And a shootout at "Town Square" led by "Steven Wiles" against "Jake Smiley"
    When Player1 plays "You Had ONE Job!"
    Then the options are:
      """
      Jake Smiley
      cancel
      """
    When Player1 selects "Jake Smiley"
    And Player1 chooses "stud"
    Then "Jake Smiley" is a stud
    And Player2 is asked to "Select a card"

  Scenario: A stud with 3 bounty may be made a draw
    Given Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 4      |
    And a shootout at "Town Square" led by "Steven Wiles" against "Jake Smiley"
    When Player1 plays "You Had ONE Job!"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "draw"
    Then "Steven Wiles" is a draw
    And Player2 is asked to "Select a card"

  Scenario: With a legal hand, the loser reduces his casualties by 2
    Given Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steven Wiles" against "Jake Smiley"
    And Player1's posse is "Jake Smiley, Olivia Jenks"
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "AS AH AD 5C 3C"
    When Player1 picks "Jake Smiley" as shooter
    And Player1 plays "You Had ONE Job!"
    And Player1 chooses "reduce your casualties by 2"
    And Player2 chooses "pass"
    Then Player2 wins the round
    And Player1 takes 0 casualties
    And Player1 is asked to "Select a dude"

  Scenario: A player who revealed a cheatin' hand does not reduce his casualties
    Given Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steven Wiles" against "Jake Smiley"
    And Player1's posse is "Jake Smiley, Olivia Jenks"
    And Player1's next draw hand is "KS KS 9D 6C 4C"
    And Player2's next draw hand is "AS AH AD 5C 3C"
    When Player1 picks "Jake Smiley" as shooter
    And Player1 plays "You Had ONE Job!"
    Then Player1 may not choose "reduce your casualties by 2"
    When Player2 chooses "pass"
    Then Player2 wins the round
    And Player1 takes 2 casualties
    And Player1 is asked to "Select a casualty"
