@card:21013 @blind
Feature: Brother Petrovic (blind proof)
  React: When Petrovic would be discarded or aced during a shootout, the opposing player
  must pay you ghost rock equal to his influence, if able.

  Petrovic has 2 influence and 0 bullets. Player1's high card loses to Player2's One Pair.

  Background:
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1's next draw hand is "3H 4D 6C 9S KH"
    And Player2's next draw hand is "2S 2C 5D 8H JS"
    And Player1 has these dudes:
      | dude             | at          |
      | Brother Petrovic | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Brother Petrovic" against "Pancho Castillo"

  Scenario: Discarded as a casualty, the opposing player pays his influence
    Given Player2 has 3 ghost rock
    When Player1 chooses "discard Brother Petrovic"
    And Player1 reacts with "Brother Petrovic"
    Then Player1 has 2 ghost rock
    And Player2 has 1 ghost rock
    And Player2 is asked to "Select a dude"

  Scenario: An opposing player with no ghost rock pays nothing
    Given Player2 has 0 ghost rock
    When Player1 chooses "discard Brother Petrovic"
    And Player1 reacts with "Brother Petrovic"
    Then Player1 has 0 ghost rock
    And Player2 has 0 ghost rock
    And Player2 is asked to "Select a dude"

  @ruling:petrovic-if-able-pays-in-full
  Scenario: An opposing player short of his influence pays nothing
    Given Player2 has 1 ghost rock
    When Player1 chooses "discard Brother Petrovic"
    And Player1 reacts with "Brother Petrovic"
    Then Player1 has 0 ghost rock
    And Player2 has 1 ghost rock
    And Player2 is asked to "Select a dude"
