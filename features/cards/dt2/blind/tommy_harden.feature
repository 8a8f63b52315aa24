@card:24067 @blind
Feature: Tommy Harden (Weird West Edition) (blind proof)
  If your opponent in Tommy's shootout reveals a cheatin' hand raise your hand rank by 1
  this round. If your draw hand is also legal, raise it by 2 instead.

  Player1's hand "2H 3D 5C 9S KH" is a high card (rank 1).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                              | at          |
      | Tommy Harden (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Tommy Harden (Weird West Edition)" against "Pancho Castillo"
    And Player1's posse is "Tommy Harden (Weird West Edition)"
    And Player2's posse is "Pancho Castillo"
    And Player1's next draw hand is "2H 3D 5C 9S KH"

  Scenario: The opponent cheats and your hand is legal: your rank rises by 2
    Given Player2's next draw hand is "AS AS 4C 7D JH"
    Then Player1's hand rank is 3
    And Player2 is asked to "Select a casualty"

  Scenario: The opponent's hand is legal: your rank does not rise
    Given Player2's next draw hand is "AS 2S 4C 7D JH"
    Then Player1's hand rank is 1
    And Player2 is asked to "Select a casualty"

  Scenario: Both hands are cheatin': your rank rises by 1 only
    Given Player1's next draw hand is "2H 2H 5C 9S KH"
    And Player2's next draw hand is "AS AS 4C 7D JH"
    Then Player1's hand rank is 3
    And Player2 is asked to "Select a casualty"
