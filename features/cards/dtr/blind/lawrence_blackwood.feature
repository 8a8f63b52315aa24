@card:01037 @blind
Feature: Lawrence Blackwood (blind proof)
  Noon, Boot: If Lawrence is at a deed you do not own, he is worth 1 control point
  while he stays at that deed.

  Board "main street": Player1 owns General Store and Telegraph Office, Player2 owns
  Railroad Station.

  Background:
    Given the board "main street"

  Scenario: At an opponent's deed Lawrence boots and is worth 1 control point
    Given Player1 has these dudes:
      | dude               | at               |
      | Lawrence Blackwood | Railroad Station |
    When Player1 uses "Lawrence Blackwood"
    Then "Lawrence Blackwood" is booted
    And "Lawrence Blackwood" has 1 control points
    And Player1 has 5 control points

  Scenario: At a deed his own player owns Lawrence gains no control point
    Given Player1 has these dudes:
      | dude               | at            |
      | Lawrence Blackwood | General Store |
    When Player1 uses "Lawrence Blackwood"
    Then "Lawrence Blackwood" is booted
    And "Lawrence Blackwood" has 0 control points
    And Player1 has 3 control points

  Scenario: In the town square, which is no deed, Lawrence gains no control point
    Given Player1 has these dudes:
      | dude               | at          |
      | Lawrence Blackwood | Town Square |
    When Player1 uses "Lawrence Blackwood"
    Then "Lawrence Blackwood" has 0 control points
    And Player1 has 3 control points

  Scenario: The control point is lost when Lawrence leaves that deed
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, The Pharmacy]
          dudes:
            - {card: Lawrence Blackwood, at: Railroad Station}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [Railroad Station, home]
      """
    When Player1 uses "Lawrence Blackwood"
    Then "Lawrence Blackwood" has 1 control points
    When Player2 passes
    And Player1 uses "The Pharmacy"
    And Player1 selects "Lawrence Blackwood"
    Then "Lawrence Blackwood" is unbooted
    When Player2 passes
    And Player1 moves "Lawrence Blackwood" to "Town Square"
    Then "Lawrence Blackwood" has 0 control points

  Scenario: Ownership, not control, decides: an opponent's deed held by the opponent still counts
    Given Player1 has these dudes:
      | dude               | at               |
      | Lawrence Blackwood | Railroad Station |
    And Player2 has these dudes:
      | dude         | at               |
      | Steven Wiles | Railroad Station |
    Then Player2 controls "Railroad Station"
    When Player1 uses "Lawrence Blackwood"
    Then "Lawrence Blackwood" has 1 control points
    And Player1 has 4 control points

  Scenario: Used at his own deed, Lawrence gains nothing by walking to an opponent's deed later
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, The Pharmacy, General Store]
          dudes:
            - {card: Lawrence Blackwood, at: General Store}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [Railroad Station, home]
      """
    When Player1 uses "Lawrence Blackwood"
    And Player2 passes
    And Player1 uses "The Pharmacy"
    And Player1 selects "Lawrence Blackwood"
    And Player2 passes
    And Player1 moves "Lawrence Blackwood" to "Railroad Station"
    Then "Lawrence Blackwood" is at "Railroad Station"
    And "Lawrence Blackwood" has 0 control points
