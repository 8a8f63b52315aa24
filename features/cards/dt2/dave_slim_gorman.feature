@card:24086
Feature: Dave "Slim" Gorman (Weird West Edition)
  Dude, Huckster 1, 1 bullets stud. React: After Dave casts a Shootout Hex, you may
  discard the Hex to have all dudes currently in the shootout become a draw for this
  round.

  Dave casts Blood Curse (Shootout Hex 9: one opposing dude gets -2 bullets); with
  Huckster 1 a pull of 8 succeeds, 7 fails. Steven Wiles and Pancho Castillo are studs.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                                    | at          | attachments |
      | Dave "Slim" Gorman (Weird West Edition) | Town Square | Blood Curse |
      | Pancho Castillo                         | Town Square |             |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: Discarding the Hex makes every dude in the shootout a draw this round
    Given Player1's next pull is "8H"
    When Player1 calls out "Steven Wiles" with "Dave "Slim" Gorman (Weird West Edition)"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 uses "Blood Curse"
    And Player1 selects "Steven Wiles"
    And Player1 reacts with "Dave "Slim" Gorman (Weird West Edition)"
    Then "Blood Curse" is in Player1's discard pile
    And "Steven Wiles" is a draw
    And "Pancho Castillo" is a draw
    And "Dave "Slim" Gorman (Weird West Edition)" is a draw
    And "Steven Wiles" has "draw" from "Dave "Slim" Gorman (Weird West Edition)" until end of shootout round
    And the log contains "Player1 discards Blood Curse to make every dude in the shootout a draw this round"
    And Player1 is asked to "Select a dude"

  Scenario: A failed cast is a cast too; keeping the Hex is a choice
    Given Player1's next pull is "7H"
    When Player1 calls out "Steven Wiles" with "Dave "Slim" Gorman (Weird West Edition)"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 uses "Blood Curse"
    And Player1 selects "Steven Wiles"
    Then Player1 may choose "react Dave "Slim" Gorman (Weird West Edition)"
    When Player1 passes
    Then "Blood Curse" is attached to "Dave "Slim" Gorman (Weird West Edition)"
    And "Steven Wiles" is a stud
    And Player1 is asked to "Select a dude"

  Scenario: A Noon Hex is not a Shootout Hex
    Given Player1's next pull is "8H"
    When Player1 uses "Blood Curse"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 2 influence
    And "Blood Curse" is attached to "Dave "Slim" Gorman (Weird West Edition)"
    And the log does not contain "Player1 uses Dave "Slim" Gorman (Weird West Edition)"
    And Player2 is asked to "Select an action"

  Scenario: Another huckster's Hex is not Dave's
    Given Player1 has these dudes:
      | dude                                    | at          | attachments |
      | Dave "Slim" Gorman (Weird West Edition) | Town Square |             |
      | Jonah Essex                             | Town Square | Blood Curse |
    And Player1's next pull is "8H"
    When Player1 calls out "Steven Wiles" with "Dave "Slim" Gorman (Weird West Edition)"
    And Player2 accepts
    And Player1 adds "Jonah Essex" to the posse
    And Player1 uses "Blood Curse"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 1 bullets
    And "Steven Wiles" is a stud
    And Player1 is asked to "Select a dude"

  Scenario: Goods of his are not a Hex
    Given Player1 has these dudes:
      | dude                                    | at          | attachments         |
      | Dave "Slim" Gorman (Weird West Edition) | Town Square | Silver-Weaved Staff |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Shadow Walk |
    When Player1 calls out "Steele Archer" with "Dave "Slim" Gorman (Weird West Edition)"
    And Player2 accepts
    And Player1 uses "Silver-Weaved Staff"
    And Player1 selects "Shadow Walk"
    Then "Shadow Walk" is booted
    And "Steele Archer" is a draw
    And the log does not contain "Player1 uses Dave "Slim" Gorman (Weird West Edition)"
    And Player1 is asked to "Select a card"
