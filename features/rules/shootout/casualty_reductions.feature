Feature: Reducing a player's casualties this round
  Rules digest §5.7: "reduce your casualties this round by N" lowers the casualties a
  player takes as the round's casualties are set; reductions add up, and casualties never
  go below 0. Two Hundred Fifty Rounds (Weird West Edition) reduces its player's casualties
  by 1, and at a location its player controls it combos into a second copy. Bai Yang Chen
  (value 9, Kung Fu 1) fights at his own home; his High Card loses to Olivia Jenks's Three
  of a Kind by 3, or to her One Pair by 1. The technique pulls take the stacked hand's top
  cards, all within his value.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Two Hundred Fifty Rounds (Weird West Edition), Two Hundred Fifty Rounds (Weird West Edition)"
    And Player1 has these dudes:
      | dude          | at             |
      | Bai Yang Chen | Player1's home |
      | Xiaodan Li    | Player1's home |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player1's home |

  @rule:shootout.casualties.reduced @card:24237
  Scenario: Two reductions of 1 add up: 3 casualties become 1
    Given Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    And a shootout at "Player1's home" led by "Bai Yang Chen" against "Olivia Jenks"
    And Player1's posse is "Bai Yang Chen, Xiaodan Li"
    When Player1 plays "Two Hundred Fifty Rounds (Weird West Edition)"
    And Player1 selects "Bai Yang Chen"
    And Player1 plays "Two Hundred Fifty Rounds (Weird West Edition) #2"
    And Player1 picks "Bai Yang Chen" as shooter
    Then Player1 takes 1 casualty
    And the log contains "Player1 reduces their casualties from 3 to 1"
    And Player1 is asked to "Select a casualty"

  @rule:shootout.casualties.reduced @card:24237
  Scenario: Casualties never go below 0: 1 casualty reduced by 2 is none
    Given Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4C 6D 9H KC"
    And a shootout at "Player1's home" led by "Bai Yang Chen" against "Olivia Jenks"
    And Player1's posse is "Bai Yang Chen, Xiaodan Li"
    When Player1 plays "Two Hundred Fifty Rounds (Weird West Edition)"
    And Player1 selects "Bai Yang Chen"
    And Player1 plays "Two Hundred Fifty Rounds (Weird West Edition) #2"
    And Player1 picks "Bai Yang Chen" as shooter
    Then Player1 takes 0 casualties
    And Player1's posse is "Bai Yang Chen, Xiaodan Li"
    And the log contains "Player1 reduces their casualties from 1 to 0"
    And Player1 is asked to "Select a dude"
    And Player1 may choose "flee Xiaodan Li"
