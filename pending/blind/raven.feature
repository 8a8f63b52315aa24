@card:19004 @blind
Feature: Raven (blind proof, pending a ruling)
  Legend. "You have an extra control point during Sundown if you control equal or more
  in-town deeds that you do not own compared to each other player."

  Board "main street": Player1 owns General Store (1 CP) and Telegraph Office (2 CP),
  Player2 owns Railroad Station (1 CP).

  @ruling:raven-equal-counts-include-none
  Scenario: Neither player controls a deed they do not own: equal, so Raven's player has the extra control point
    Given the board "main street"
    And Player1's legend is "Raven"
    Given Player2 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    When the game advances to Sundown
    Then Player1 has 4 control points
