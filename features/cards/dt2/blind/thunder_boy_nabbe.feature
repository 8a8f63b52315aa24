@card:24071 @blind
Feature: "Thunder Boy" Nabbe (Weird West Edition) (blind proof)
  Shootout Repeat: If there is a wanted dude in the opposing posse, Nabbe gets a bullet
  bonus equal to his influence and becomes a stud. You may use this ability once per
  shootout.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                                     | at          |
      | "Thunder Boy" Nabbe (Weird West Edition) | Town Square |

  Scenario: Against a wanted dude Nabbe gets +1 bullet (his influence) and becomes a stud
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    And a shootout at "Town Square" led by ""Thunder Boy" Nabbe (Weird West Edition)" against "Olivia Jenks"
    When Player1 uses ""Thunder Boy" Nabbe (Weird West Edition)"
    Then ""Thunder Boy" Nabbe (Weird West Edition)" has 3 bullets
    And ""Thunder Boy" Nabbe (Weird West Edition)" is a stud
    And Player1 is asked to "Select a card"

  Scenario: Without a wanted dude in the opposing posse Nabbe gets nothing
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by ""Thunder Boy" Nabbe (Weird West Edition)" against "Olivia Jenks"
    When Player1 tries to use ""Thunder Boy" Nabbe (Weird West Edition)"
    Then ""Thunder Boy" Nabbe (Weird West Edition)" has 2 bullets
    And ""Thunder Boy" Nabbe (Weird West Edition)" is a draw
    And Player1 is asked to "Select a card"

  Scenario: The ability is used only once per shootout
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    And a shootout at "Town Square" led by ""Thunder Boy" Nabbe (Weird West Edition)" against "Olivia Jenks"
    When Player1 uses ""Thunder Boy" Nabbe (Weird West Edition)"
    Then ""Thunder Boy" Nabbe (Weird West Edition)" has 3 bullets
    And Player1 is asked to "Select a card"
    And the log contains in order:
      """
      Player1 uses "Thunder Boy" Nabbe (Weird West Edition)
      Player1 makes "Thunder Boy" Nabbe (Weird West Edition) a stud with +1 bullets
      Player2 has no shootout play and passes
      Player1 has no shootout play and passes
      """
