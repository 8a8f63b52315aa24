@card:25003 @blind
Feature: Lu Feng (blind proof)
  Noon, Boot: Boot this deed or another dude at Lu Feng's location.

  Lu Feng stands at Player2's Railroad Station with Clint Ramsey; Olivia Jenks is at the
  town square.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: Law Dogs
          ghost_rock: 10
          dudes:
            - {card: Lu Feng, at: Railroad Station}
        - name: Player2
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, Railroad Station]
          dudes:
            - {card: Clint Ramsey, at: Railroad Station}
            - {card: Olivia Jenks, at: Town Square}
      """

  Scenario: He boots another dude at his location
    When Player1 uses "Lu Feng"
    Then Player1 may choose "Clint Ramsey"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is booted
    And "Lu Feng" is booted
    And "Railroad Station" is unbooted

  Scenario: He boots the deed he stands at
    When Player1 uses "Lu Feng"
    And Player1 selects "Railroad Station"
    Then "Railroad Station" is booted
    And "Clint Ramsey" is unbooted
    And "Lu Feng" is booted
