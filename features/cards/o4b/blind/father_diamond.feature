@card:21011 @blind
Feature: Father Diamond (blind proof)
  Noon: If Diamond is at a deed you do not own, pay the owner 1 ghost rock. You may send one
  of your dudes at the deed home. Move Diamond to another location.

  Background:
    Given the phase is High Noon
    And Player2's street is "home, Pearly's Palace"
    And Player1 has 2 ghost rock
    And Player2 has 0 ghost rock

  @ruling:send-home-means-home-booted
  Scenario: At an opposing deed he pays its owner 1 ghost rock, sends a dude home and moves
    Given Player1 has these dudes:
      | dude           | at              |
      | Father Diamond | Pearly's Palace |
      | Steele Archer  | Pearly's Palace |
    When Player1 uses "Father Diamond"
    And Player1 chooses "Steele Archer"
    And Player1 chooses "Town Square"
    Then Player1 has 1 ghost rock
    And Player2 has 1 ghost rock
    And "Steele Archer" is at "Player1's home"
    And "Steele Archer" is booted
    And "Father Diamond" is at "Town Square"

  Scenario: Not at a deed you do not own, he pays nothing and just moves
    Given Player1 has these dudes:
      | dude           | at          |
      | Father Diamond | Town Square |
    When Player1 uses "Father Diamond"
    And Player1 chooses "Pearly's Palace"
    Then Player1 has 2 ghost rock
    And Player2 has 0 ghost rock
    And "Father Diamond" is at "Pearly's Palace"

  Scenario: Sending a dude home is his player's choice
    Given Player1 has these dudes:
      | dude           | at              |
      | Father Diamond | Pearly's Palace |
      | Steele Archer  | Pearly's Palace |
    When Player1 uses "Father Diamond"
    And Player1 chooses "done"
    And Player1 chooses "Town Square"
    Then "Steele Archer" is at "Pearly's Palace"
    And "Father Diamond" is at "Town Square"
    And Player2 has 1 ghost rock
