@card:22051 @blind
Feature: Fannin' the Hammer (blind proof)
  Action. Shootout: Boot your dude to choose a number of opposing dudes equal to your dude's
  bullet rating. Each chosen dude with 0 printed bullets becomes a draw. Each chosen dude gets
  -1 bullets.

  Fred Aims has 2 bullets. Micah Ryse prints 0 bullets and is a stud; Pancho Castillo has 3
  bullets; Steven Wiles 3.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          | booted |
      | Fred Aims   | Town Square | no     |
      | Clyde Owens | Town Square | yes    |
    And Player2 has these dudes:
      | dude            | at          |
      | Micah Ryse      | Town Square |
      | Pancho Castillo | Town Square |
      | Steven Wiles    | Town Square |
    And Player1's hand is "Fannin' the Hammer"
    And Player2's hand is "Sun in Yer Eyes"

  Scenario: An unbooted dude with 2 bullets: two opposing dudes chosen; the 0-bullet one becomes a draw
    Given a shootout at "Town Square" led by "Fred Aims" against "Pancho Castillo"
    And Player1's posse is "Fred Aims, Clyde Owens"
    And Player2's posse is "Pancho Castillo, Micah Ryse, Steven Wiles"
    When Player1 plays "Fannin' the Hammer"
    Then Player1 may not choose "Clyde Owens"
    When Player1 selects "Fred Aims"
    And Player1 selects "Micah Ryse"
    And Player1 selects "Pancho Castillo"
    Then "Fred Aims" is booted
    And "Micah Ryse" is a draw
    And "Micah Ryse" has 0 bullets
    And "Pancho Castillo" has 2 bullets
    And "Pancho Castillo" is a stud
    And "Steven Wiles" has 3 bullets
    And Player2 is asked to "Select a play"
