@card:23055 @blind
Feature: Swagger (blind proof)
  Noon: Move your unbooted dude to an adjacent location. That dude has +1 influence for
  controlling deeds until the end of the next Upkeep phase.

  Player2's Railroad Station: Clint Ramsey (1 influence) stands there. Tommy Harden has 1
  influence; the town square is adjacent to every in-town location.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: Law Dogs
          ghost_rock: 10
          hand: [Swagger]
          dudes:
            - {card: Tommy Harden, at: Town Square}
            - {card: Jake Smiley, at: Town Square, booted: true}
        - name: Player2
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, Railroad Station]
          dudes:
            - {card: Clint Ramsey, at: Railroad Station}
      """

  Scenario: The dude moves next door without booting and counts +1 influence for control
    When Player1 plays "Swagger"
    And Player1 selects "Tommy Harden"
    And Player1 selects "Railroad Station"
    Then "Tommy Harden" is at "Railroad Station"
    And "Tommy Harden" is unbooted
    And Player1 controls "Railroad Station"
    And "Swagger" is in Player1's discard pile

  Scenario: A booted dude is not moved by it
    When Player1 plays "Swagger"
    Then the options are:
      """
      Tommy Harden
      cancel
      """
