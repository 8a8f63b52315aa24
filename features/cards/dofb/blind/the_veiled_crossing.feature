@card:25035 @blind
Feature: The Veiled Crossing (blind proof)
  This deed is adjacent to all other Holy Grounds.

  The Veiled Crossing is at the far end of Player1's street; Gomorra Parish, a Holy Ground,
  stands at the far end of Player2's, Bank of California (not a Holy Ground) beside it.
  Neither is next to The Veiled Crossing on a street. A dude adjacent to a shootout's
  location may join it by booting (§5.2).

  Background:
    Given the board:
      """
      version: 1
      seed: 1
      day: 1
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          street: [home, General Store, The Veiled Crossing]
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          street: [Gomorra Parish, Bank of California, home]
      """

  Scenario: A dude at another Holy Ground joins a fight at The Veiled Crossing
    Given Player1 has these dudes:
      | dude           | at                  |
      | Jon Longstride | The Veiled Crossing |
      | Pancho Castillo| Gomorra Parish      |
    And Player2 has these dudes:
      | dude         | at                  |
      | Steven Wiles | The Veiled Crossing |
    When Player1 calls out "Steven Wiles" with "Jon Longstride"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    Then Player1's posse is "Jon Longstride, Pancho Castillo"
    And Player1 is asked to "Select a dude"

  Scenario: A dude at a deed that is no Holy Ground cannot join from there
    Given Player1 has these dudes:
      | dude           | at                  |
      | Jon Longstride | The Veiled Crossing |
      | Pancho Castillo| Bank of California  |
    And Player2 has these dudes:
      | dude         | at                  |
      | Steven Wiles | The Veiled Crossing |
    When Player1 calls out "Steven Wiles" with "Jon Longstride"
    And Player2 accepts
    Then Player1's posse is "Jon Longstride"
    And Player1 is asked to "Select a casualty"
