@card:24237
Feature: Two Hundred Fifty Rounds (Weird West Edition)
  Action, Technique, Tao of Bull Demon King. Shootout Tao Technique: Reduce your casualties
  this round by one. Combo if you control this location.

  Bai Yang Chen (value 9, Kung Fu 1) performs it on a pull up to 10 (here the top card of the stacked draw hand, 2H). His High Card hand
  loses to Olivia Jenks's Three of a Kind by 3. Xiaodan Li stands with him to take what
  casualties are left.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Two Hundred Fifty Rounds (Weird West Edition), Two Hundred Fifty Rounds (Weird West Edition)"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"

  @rule:kung_fu.test @rule:shootout.casualties.reduced
  Scenario: In the town square: one casualty fewer, and no combo
    Given Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
      | Xiaodan Li    | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Olivia Jenks"
    And Player1's posse is "Bai Yang Chen, Xiaodan Li"
    When Player1 plays "Two Hundred Fifty Rounds (Weird West Edition)"
    And Player1 selects "Bai Yang Chen"
    Then the log does not contain "may combo with another Tao of Bull Demon King technique"
    When Player1 passes
    And Player1 picks "Bai Yang Chen" as shooter
    Then Player1 takes 2 casualties
    And the log contains in order:
      """
      Player1 reduces their casualties this round by 1
      Player1 reduces their casualties from 3 to 2
      """
    And Player1 is asked to "Select a casualty"

  @rule:kung_fu.test
  Scenario: At his own home he controls the location: a combo
    Given Player1 has these dudes:
      | dude          | at             |
      | Bai Yang Chen | Player1's home |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player1's home |
    And a shootout at "Player1's home" led by "Bai Yang Chen" against "Olivia Jenks"
    When Player1 plays "Two Hundred Fifty Rounds (Weird West Edition)"
    Then Player1 is asked to "Select a combo"
    And the log contains "Player1's Bai Yang Chen may combo with another Tao of Bull Demon King technique"
