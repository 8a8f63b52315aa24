@card:24017 @blind
Feature: Xui Yin Chen (blind proof)
  Dude, Kung Fu 3. "Shootout, Boot: All dudes in Xui Yin Chen's posse become studs and
  get +1 influence."

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                            | at          |
      | Xui Yin Chen (Weird West Edition) | Town Square |
      | Olivia Jenks                    | Town Square |
      | Steele Archer                   | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Travis Moone | Town Square |
    And a shootout at "Town Square" led by "Xui Yin Chen (Weird West Edition)" against "Travis Moone"
    And Player1's posse is "Xui Yin Chen (Weird West Edition), Olivia Jenks"

  Scenario: Every dude of Xui's posse becomes a stud with +1 influence; nobody else does
    When Player1 uses "Xui Yin Chen (Weird West Edition)"
    Then "Xui Yin Chen (Weird West Edition)" is booted
    And "Olivia Jenks" is a stud
    And "Olivia Jenks" has 3 influence
    And "Xui Yin Chen (Weird West Edition)" has 3 influence
    And "Steele Archer" is a draw
    And "Steele Archer" has 2 influence
    And "Travis Moone" is a draw
    And "Travis Moone" has 0 influence
    And Player1 is asked to "Select a dude"

  Scenario: The effect ends with the shootout
    When Player1 uses "Xui Yin Chen (Weird West Edition)"
    Then "Olivia Jenks" has "stud, influence +1" from "Xui Yin Chen (Weird West Edition)" until end of shootout
    And Player1 is asked to "Select a dude"
