@card:24071
Feature: "Thunder Boy" Nabbe (Weird West Edition)
  Shootout Repeat: If there is a wanted dude in the opposing posse, Nabbe gets a bullet
  bonus equal to his influence and becomes a stud. You may use this ability once per
  shootout.

  Nabbe prints 2 bullets, a draw, 1 influence.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                                     | at          |
      | "Thunder Boy" Nabbe (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
      | Steven Wiles    | Town Square | 0      |

  Scenario: One wanted dude among others is enough
    Given a shootout at "Town Square" led by ""Thunder Boy" Nabbe (Weird West Edition)" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Pancho Castillo"
    When Player1 uses ""Thunder Boy" Nabbe (Weird West Edition)"
    Then ""Thunder Boy" Nabbe (Weird West Edition)" has 3 bullets
    And Player2 is asked to "Select a dude"

  Scenario: Against a wanted dude Nabbe gets +1 bullets and becomes a stud
    Given a shootout at "Town Square" led by ""Thunder Boy" Nabbe (Weird West Edition)" against "Pancho Castillo"
    When Player1 uses ""Thunder Boy" Nabbe (Weird West Edition)"
    Then ""Thunder Boy" Nabbe (Weird West Edition)" has 3 bullets
    And ""Thunder Boy" Nabbe (Weird West Edition)" has "bullets +1, stud" from ""Thunder Boy" Nabbe (Weird West Edition)" until end of shootout
    And ""Thunder Boy" Nabbe (Weird West Edition)" is a stud
    And the log contains in order:
      """
      Player1 makes "Thunder Boy" Nabbe (Weird West Edition) a stud with +1 bullets
      Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 0
      """
    And Player1 is asked to "Select a card"

  Scenario: Without a wanted dude in the opposing posse nothing happens
    Given a shootout at "Town Square" led by ""Thunder Boy" Nabbe (Weird West Edition)" against "Steven Wiles"
    When Player1 uses ""Thunder Boy" Nabbe (Weird West Edition)"
    Then ""Thunder Boy" Nabbe (Weird West Edition)" has 2 bullets
    And ""Thunder Boy" Nabbe (Weird West Edition)" is a draw
    And the log contains "Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 2"
    And Player1 is asked to "Select a card"
