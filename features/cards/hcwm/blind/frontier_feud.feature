@card:22055 @blind
Feature: Frontier Feud (blind proof)
  Action. Noon: Move your unbooted in-town dude to town square and boot them. Your opponent
  must either give that dude 1 permanent control point, or move one of their in-town dudes to
  town square and call out that dude. No other dudes may join this shootout.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          | booted |
      | Clyde Owens | home        | no     |
      | Jake Smiley | Town Square | no     |
      | Fred Aims   | home        | yes    |
    And Player2 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Steven Wiles    | home |
    And Player1's hand is "Frontier Feud"

  Scenario: The opponent gives the dude a permanent control point
    When Player1 plays "Frontier Feud"
    Then Player1 may not choose "Fred Aims"
    When Player1 selects "Clyde Owens"
    Then "Clyde Owens" is at "Town Square"
    And "Clyde Owens" is booted
    When Player2 chooses "give a control point"
    Then "Clyde Owens" has 1 control points

  Scenario: Or moves a dude in to call him out; nobody else joins
    Given Player1's next draw hand is "2H 4D 7C 9S KH"
    And Player2's next draw hand is "4S 4C 8D 9H KC"
    When Player1 plays "Frontier Feud"
    And Player1 selects "Clyde Owens"
    And Player2 chooses "call out"
    And Player2 selects "Pancho Castillo"
    And Player1 accepts
    Then "Pancho Castillo" is at "Town Square"
    And Player1's posse is "Clyde Owens"
    And Player2's posse is "Pancho Castillo"
    And "Clyde Owens" has 0 control points
    And Player1 is asked to "Select a casualty"
