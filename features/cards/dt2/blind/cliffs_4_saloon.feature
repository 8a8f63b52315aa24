@card:24137 @blind
Feature: Cliff's #4 Saloon (blind proof)
  Deed, Public Saloon. "Controller Noon, Boot: Your dude at a nearby location you control
  becomes a stud."

  Background:
    Given the board "main street"
    And Player1's street is "home, General Store, Cliff's #4 Saloon (Weird West Edition)"

  Scenario: A draw dude at an adjacent deed Player1 controls becomes a stud
    Given Player1 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    When Player1 uses "Cliff's #4 Saloon (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is a stud
    And "Cliff's #4 Saloon (Weird West Edition)" is booted

  Scenario: A dude at the town square (which nobody controls) cannot be chosen
    Given Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to use "Cliff's #4 Saloon (Weird West Edition)"
    Then the play is refused by rule "ability.target"
    And "Olivia Jenks" is a draw

  Scenario: An opposing dude at a deed Player1 controls cannot be made a stud
    Given Player1 has these dudes:
      | dude         | at            |
      | Clint Ramsey | General Store |
      | Tommy Harden | General Store |
    And Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    When Player1 uses "Cliff's #4 Saloon (Weird West Edition)"
    Then Player1 controls "General Store"
    And Player1 may choose "Clint Ramsey"
    And Player1 may not choose "Olivia Jenks"
    And Player1 is asked to "Select a dude"
