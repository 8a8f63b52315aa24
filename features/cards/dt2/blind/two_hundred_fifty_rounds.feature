@card:24237 @blind
Feature: Two Hundred Fifty Rounds (blind proof)
  Action, Technique, Tao of Bull Demon King. Shootout Tao Technique: Reduce your casualties
  this round by one. Combo if you control this location.

  Rob Wilby has no influence, Steven Wiles 3 (he takes a deed from a dude with none).
  Bai Yang Chen: value 9, Kung Fu 1: his technique works on a pull up to 10. Player1's
  one pair (rank 2) loses to Player2's three of a kind (rank 4): 2 casualties.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1's hand is "Two Hundred Fifty Rounds (Weird West Edition), Sun in Yer Eyes"
    And Player1's next draw hand is "3H 3D 6C 9S KS"
    And Player2's next draw hand is "4H 4D 4C 9H KH"

  Scenario: A success: the loser takes one casualty less
    Given Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
      | Avie Cline    | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Steven Wiles"
    And Player1's posse is "Bai Yang Chen, Avie Cline"
    And Player1's next pull is "4D"
    When Player1 plays "Two Hundred Fifty Rounds (Weird West Edition)"
    And Player1 passes
    And Player1 picks "Bai Yang Chen" as shooter
    Then Player2 wins the round
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  Scenario: A failed technique reduces nothing
    Given Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
      | Avie Cline    | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Steven Wiles"
    And Player1's posse is "Bai Yang Chen, Avie Cline"
    And Player1's next pull is "QD"
    When Player1 plays "Two Hundred Fifty Rounds (Weird West Edition)"
    And Player1 passes
    And Player1 picks "Bai Yang Chen" as shooter
    Then Player2 wins the round
    And Player1 takes 2 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: At a location you control, it combos
    Given Player1 has these dudes:
      | dude          | at            |
      | Bai Yang Chen | General Store |
    And Player2 has these dudes:
      | dude         | at            |
      | Rob Wilby | General Store |
    And Player1's hand is "Two Hundred Fifty Rounds (Weird West Edition), Two Hundred Fifty Rounds (Weird West Edition)"
    And a shootout at "General Store" led by "Rob Wilby" against "Bai Yang Chen"
    And Player1's next pull is "4D"
    When Player1 plays "Two Hundred Fifty Rounds (Weird West Edition)"
    Then Player1 is asked to "Select a combo"
    And the log contains "Player1's Bai Yang Chen may combo with another Tao of Bull Demon King technique"

  Scenario: At your own deed the opponent controls by influence, it does not combo
    Given Player1 has these dudes:
      | dude          | at            |
      | Bai Yang Chen | General Store |
    And Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store |
    And Player1's hand is "Two Hundred Fifty Rounds (Weird West Edition), Two Hundred Fifty Rounds (Weird West Edition)"
    And a shootout at "General Store" led by "Steven Wiles" against "Bai Yang Chen"
    And Player1's next pull is "4D"
    When Player1 plays "Two Hundred Fifty Rounds (Weird West Edition)"
    Then the log does not contain "may combo"
    And Player1 is asked to "Select a play"

  Scenario: In the town square, which nobody controls, it does not combo
    Given Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "Two Hundred Fifty Rounds (Weird West Edition), Two Hundred Fifty Rounds (Weird West Edition)"
    And a shootout at "Town Square" led by "Steven Wiles" against "Bai Yang Chen"
    And Player1's next pull is "4D"
    When Player1 plays "Two Hundred Fifty Rounds (Weird West Edition)"
    Then the log does not contain "may combo"
    And Player1 is asked to "Select a play"
