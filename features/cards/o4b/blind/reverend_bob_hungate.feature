@card:21010 @blind
Feature: Reverend Bob Hungate (blind proof)
  Resolution, Boot: Choose a dude in your posse and pay the opposing player ghost rock
  equal to that dude's influence. Your opponent chooses a dude in their posse. Both dudes
  cannot be chosen as casualties this shootout round.

  Player1's high card (rank 1) loses to Player2's One Pair (rank 2) by 1. Olivia Jenks has
  2 influence.

  Background:
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player2 has 0 ghost rock
    And Player1's next draw hand is "3H 4D 6C 9S KH"
    And Player2's next draw hand is "2S 2C 5D 8H JS"
    And Player1 has these dudes:
      | dude                 | at          |
      | Reverend Bob Hungate | Town Square |
      | Olivia Jenks         | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jake Smiley     | Town Square |
    And a shootout at "Town Square" led by "Reverend Bob Hungate" against "Pancho Castillo"
    And Player1's posse is "Reverend Bob Hungate, Olivia Jenks"
    And Player2's posse is "Pancho Castillo, Jake Smiley"

  Scenario: The chosen dude costs his influence and cannot be a casualty this round
    When Player1 picks "Reverend Bob Hungate" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    And Player1 uses "Reverend Bob Hungate"
    And Player1 chooses "Olivia Jenks"
    And Player2 chooses "Jake Smiley"
    Then Player1 has 1 ghost rock
    And Player2 has 2 ghost rock
    And "Reverend Bob Hungate" is booted
    And Player1 is asked to "Select a casualty"
    And Player1 may not choose "discard Olivia Jenks"

  Scenario: The opponent's chosen dude cannot be their casualty either
    Given Player1's next draw hand is "2S 2C 5D 8H JS"
    And Player2's next draw hand is "3H 4D 6C 9S KH"
    When Player1 picks "Reverend Bob Hungate" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    And Player1 uses "Reverend Bob Hungate"
    And Player1 chooses "Olivia Jenks"
    And Player2 chooses "Jake Smiley"
    Then Player2 is asked to "Select a casualty"
    And Player2 may not choose "discard Jake Smiley"
