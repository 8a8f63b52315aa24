@card:24121 @blind
Feature: Nickel Night Inn (Weird West Edition) (blind proof)
  Controller Noon, Boot: Boot a dude with a value of 3 or less at a nearby location.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, Nickel Night Inn (Weird West Edition), General Store]
        - name: Player2
          outfit: Law Dogs
          street: [home]
      """

  Scenario: The controller boots a value-3 dude at an adjacent location, booting the Inn
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 uses "Nickel Night Inn (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And "Nickel Night Inn (Weird West Edition)" is booted

  Scenario: A dude with value 4 or more cannot be booted
    Given Player2 has these dudes:
      | dude            | at          |
      | Olivia Jenks    | Town Square |
      | Pancho Castillo | Town Square |
    When Player1 uses "Nickel Night Inn (Weird West Edition)"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Pancho Castillo"
    And Player1 is asked to "Select a dude"

  Scenario: A dude at a location that is not nearby cannot be booted
    Given Player2 has these dudes:
      | dude         | at           |
      | Olivia Jenks | home           |
    When Player1 tries to use "Nickel Night Inn (Weird West Edition)"
    Then "Olivia Jenks" is unbooted
    And "Nickel Night Inn (Weird West Edition)" is unbooted

  Scenario: A player who does not control the Inn cannot use it
    Given Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And it is Player2's turn
    When Player2 tries to use "Nickel Night Inn (Weird West Edition)"
    Then the play is refused by rule "ability.controller"
    And "Olivia Jenks" is unbooted

  Scenario: At the boundary: value 3 may be booted, value 4 may not
    Given Player2 has these dudes:
      | dude                                | at          |
      | Asakichi Cooke (Weird West Edition) | Town Square |
      | Rattler Young 'Un                   | Town Square |
    When Player1 uses "Nickel Night Inn (Weird West Edition)"
    Then Player1 may choose "Asakichi Cooke (Weird West Edition)"
    And Player1 may not choose "Rattler Young 'Un"
    And Player1 is asked to "Select a dude"
