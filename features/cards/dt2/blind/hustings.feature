@card:24110 @blind
Feature: Hustings (Weird West Edition) (blind proof)
  All dudes not controlled by this deed's controller have -1 influence while booted at
  home.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, Hustings (Weird West Edition)]
        - name: Player2
          outfit: Law Dogs
          street: [home]
      """

  Scenario: An opposing dude booted at home has 1 less influence
    Given Player2 has these dudes:
      | dude            | at   | booted |
      | Pancho Castillo | home | true   |
    Then "Pancho Castillo" has 1 influence

  Scenario: An opposing dude unbooted at home keeps his influence
    Given Player2 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    Then "Pancho Castillo" has 2 influence

  Scenario: An opposing dude booted away from home keeps his influence
    Given Player2 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | true   |
    Then "Pancho Castillo" has 2 influence

  Scenario: The controller's own dude booted at home keeps his influence
    Given Player1 has these dudes:
      | dude            | at   | booted |
      | Pancho Castillo | home | true   |
    Then "Pancho Castillo" has 2 influence

  Scenario: Booting at home (a refused call out) costs the dude the influence
    Given Player1 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 calls out "Pancho Castillo" with "Steven Wiles"
    And Player2 refuses
    Then "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" is booted
    And "Pancho Castillo" has 1 influence

  Scenario: When the opponent takes control of Hustings, the owner's dudes booted at home lose the influence
    Given Player1 has these dudes:
      | dude            | at   | booted |
      | Pancho Castillo | home | true   |
    And Player2 has these dudes:
      | dude         | at                            |
      | Steven Wiles | Hustings (Weird West Edition) |
    Then Player2 controls "Hustings (Weird West Edition)"
    And "Pancho Castillo" has 1 influence
