@card:22029 @blind
Feature: QUATERMAN PRIME (blind proof)
  QUATERMAN PRIME must be invented, and enters play at the Mad Scientist's location.
  QUATERMAN PRIME'S bullets cannot be modified except by his attached goods. Cards cannot
  boot or move QUATERMAN PRIME.
  Each time a player reveals a cheatin' hand in QUATERMAN PRIME'S shootout, that player
  takes an additional casualty.

  QUATERMAN PRIME prints 2 bullets. Steele Archer (Huckster 2, influence 2) casts Bolts o'
  Doom (Shootout Hex 7: reduce an opposing dude's bullets by the caster's influence).

  Scenario: A player revealing a cheatin' hand in his shootout takes an additional casualty
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
      | Steele Archer  | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | QUATERMAN PRIME | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "QUATERMAN PRIME"
    And Player1's posse is "Jon Longstride, Steele Archer"
    And Player1's next draw hand is "AS AS AD AC KS"
    And Player2's next draw hand is "2H 4D 6C 8S TD"
    When Player1 picks "Jon Longstride" as shooter
    And Player2 covers the casualties with "ace QUATERMAN PRIME"
    Then Player1 is asked to "Select a casualty"
    When Player1 covers the casualties with "discard Jon Longstride"
    Then "Steele Archer" is in Player1's discard pile
