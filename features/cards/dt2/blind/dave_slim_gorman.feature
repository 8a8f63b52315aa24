@card:24086 @blind
Feature: Dave "Slim" Gorman (blind proof)
  Dude, Huckster 1, 1-bullet stud. "React: After Dave casts a Shootout Hex, you may
  discard the Hex to have all dudes currently in the shootout become a draw for this
  round."
  Soul Blast: "Shootout Hex X, Boot: Choose a dude in this shootout. X is that dude's
  grit." Olivia Jenks's grit is 2 + 2 + 2 = 6: a pull of 5 plus Huckster 1 reaches it.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                                    | at          | attachments |
      | Dave "Slim" Gorman (Weird West Edition) | Town Square | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Dave "Slim" Gorman (Weird West Edition)" against "Clint Ramsey"
    And Player2's posse is "Clint Ramsey, Olivia Jenks"
    And Player1's next pull is "5D"

  Scenario: After casting Soul Blast, discarding it makes every dude in the shootout a draw
    When Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    And Player1 reacts with "Dave "Slim" Gorman (Weird West Edition)"
    Then "Soul Blast" is in Player1's discard pile
    And "Clint Ramsey" is a draw
    And "Dave "Slim" Gorman (Weird West Edition)" is a draw
    And "Clint Ramsey" has "draw" from "Dave "Slim" Gorman (Weird West Edition)" until end of shootout round
    And Player1 is asked to "Select a card"

  Scenario: Without the react the studs stay studs
    When Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then Player1 is asked to "Select a react"
    When Player1 passes
    Then "Clint Ramsey" is a stud
    And "Soul Blast" is attached to "Dave "Slim" Gorman (Weird West Edition)"
    And Player1 is asked to "Select a card"
