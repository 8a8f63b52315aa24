@card:24111 @blind
Feature: The Orphanage (blind proof)
  Controller Noon, Boot: All deeds with 2 or more control points get -1 control points
  and +2 production until after the next Production phase.

  Telegraph Office (Player1's) and Bank of California (Player2's) have 2 control points;
  Railroad Station and The Orphanage itself have 1.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, The Orphanage (Weird West Edition), Telegraph Office]
          dudes:
            - {card: Jake Smiley, at: home}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [Bank of California, home, Railroad Station]
          dudes:
            - {card: Steven Wiles, at: home}
      """

  Scenario: Every deed with 2 control points, either player's, trades one for 2 production
    When Player1 uses "The Orphanage (Weird West Edition)"
    Then "Telegraph Office" has 1 control points
    And "Telegraph Office" has 3 production
    And "Bank of California" has 1 control points
    And "Bank of California" has 5 production
    And "The Orphanage (Weird West Edition)" is booted

  Scenario: Deeds with 1 control point are left alone
    When Player1 uses "The Orphanage (Weird West Edition)"
    Then "Railroad Station" has 1 control points
    And "Railroad Station" has 1 production
    And "The Orphanage (Weird West Edition)" has 1 control points
    And "The Orphanage (Weird West Edition)" has 1 production

  Scenario: The change is still there at Sundown of the same day
    When Player1 uses "The Orphanage (Weird West Edition)"
    And the game advances to Sundown
    Then "Telegraph Office" has 1 control points
    And "Bank of California" has 1 control points

  Scenario: The change ends after the next Production phase
    When Player1 uses "The Orphanage (Weird West Edition)"
    And the game advances to the High Noon phase of day 2
    Then "Telegraph Office" has 2 control points
    And "Telegraph Office" has 1 production
    And "Bank of California" has 3 production
    And the log contains "Player1 receives 7 ghost rock production"
    And the log contains "Player2 receives 9 ghost rock production"

  Scenario: Only the Orphanage's controller may use it
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, The Orphanage (Weird West Edition), Telegraph Office]
          dudes:
            - {card: Jake Smiley, at: home}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [Bank of California, home, Railroad Station]
          dudes:
            - {card: Steven Wiles, at: The Orphanage (Weird West Edition)}
      """
    When Player1 tries to use "The Orphanage (Weird West Edition)"
    Then the play is refused by rule "ability.controller"
    And "Telegraph Office" has 2 control points
