@card:24118 @blind
Feature: Shane & Graves Security (Weird West Edition) (blind proof)
  Controller Shootout, Boot: A 2-stud Gunslinger token joins your posse at a nearby
  deed.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, Shane & Graves Security (Weird West Edition), General Store]
        - name: Player2
          outfit: Law Dogs
          street: [home]
      """

  Scenario: In a shootout at an adjacent deed a Gunslinger joins Player1's posse
    Given Player1 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store |
    And Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    And a shootout at "General Store" led by "Steven Wiles" against "Olivia Jenks"
    When Player1 uses "Shane & Graves Security (Weird West Edition)"
    Then Player1's posse is "Steven Wiles, Gunslinger"
    And "Gunslinger" is at "General Store"
    And "Gunslinger" has 2 bullets
    And "Gunslinger" is a stud
    And "Shane & Graves Security (Weird West Edition)" is booted
    And Player1 is asked to "Select a dude"

  Scenario: No Gunslinger comes to a shootout that is not at a deed
    Given Player1 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Steven Wiles" against "Olivia Jenks"
    When Player1 tries to use "Shane & Graves Security (Weird West Edition)"
    Then Player1's posse is "Steven Wiles"
    And "Shane & Graves Security (Weird West Edition)" is unbooted
    And the log does not contain "to bring a Gunslinger token into the posse"
    And Player1 is asked to "Select a casualty"

  Scenario: No Gunslinger comes to a deed that is not nearby
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [Shane & Graves Security (Weird West Edition), home, General Store, Telegraph Office]
        - name: Player2
          outfit: Law Dogs
          street: [home]
      """
    And Player1 has these dudes:
      | dude         | at               |
      | Steven Wiles | Telegraph Office |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Telegraph Office |
    And a shootout at "Telegraph Office" led by "Steven Wiles" against "Olivia Jenks"
    When Player1 tries to use "Shane & Graves Security (Weird West Edition)"
    Then Player1's posse is "Steven Wiles"
    And the log does not contain "to bring a Gunslinger token into the posse"
    And Player1 is asked to "Select a casualty"
