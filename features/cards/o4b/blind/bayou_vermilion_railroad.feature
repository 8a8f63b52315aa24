@card:21003 @blind
Feature: Bayou Vermilion Railroad (blind proof)
  Reduce the cost of the first Mystical card you play each turn by 1.  Noon, Boot: Boot
  your Mystical card at a deed. Gain 1 ghost rock, and you may reduce the deed's control
  points and production to 0 until after the next Upkeep phase.

  Doyle's Hoyle (cost 3) is Mystical goods; Pearly's Palace has 1
  control point and 3 production.

  Background:
    Given a game between "Bayou Vermilion Railroad" and "The Sloane Gang"
    And the phase is High Noon

  Scenario: The first Mystical card each turn costs 1 less, the second full price
    Given Player1 has 10 ghost rock
    And Player1's hand is "Doyle's Hoyle, Doyle's Hoyle"
    And Player1 has these dudes:
      | dude          | at   |
      | Steele Archer | home |
      | Olivia Jenks  | home |
    When Player1 attaches "Doyle's Hoyle" to "Steele Archer"
    Then Player1 has 8 ghost rock
    When Player2 passes
    And Player1 attaches "Doyle's Hoyle #2" to "Olivia Jenks"
    Then Player1 has 5 ghost rock

  Scenario: Booting your Mystical card at a deed: 1 ghost rock, and the deed may be zeroed
    Given Player1 has 0 ghost rock
    And Player2's street is "home, Pearly's Palace"
    And Player1 has these dudes:
      | dude          | at              | attachments   |
      | Steele Archer | Pearly's Palace | Doyle's Hoyle |
    When Player1 uses "Bayou Vermilion Railroad"
    And Player1 chooses "Doyle's Hoyle"
    And Player1 chooses "reduce the deed's control points and production to 0"
    Then "Doyle's Hoyle" is booted
    And Player1 has 1 ghost rock
    And "Pearly's Palace" has 0 control points
    And "Pearly's Palace" has 0 production

  Scenario: The deed is zeroed until after the next Upkeep phase
    Given Player1 has 0 ghost rock
    And Player2's street is "home, Pearly's Palace"
    And Player1 has these dudes:
      | dude          | at              | attachments   |
      | Steele Archer | Pearly's Palace | Doyle's Hoyle |
    When Player1 uses "Bayou Vermilion Railroad"
    And Player1 chooses "Doyle's Hoyle"
    And Player1 chooses "reduce the deed's control points and production to 0"
    And the game advances to the Upkeep phase of day 2
    Then "Pearly's Palace" has 0 production
    When the game advances to the High Noon phase of day 2
    Then "Pearly's Palace" has 1 control points
    And "Pearly's Palace" has 3 production

  Scenario: The deed may be left as it is
    Given Player1 has 0 ghost rock
    And Player2's street is "home, Pearly's Palace"
    And Player1 has these dudes:
      | dude          | at              | attachments   |
      | Steele Archer | Pearly's Palace | Doyle's Hoyle |
    When Player1 uses "Bayou Vermilion Railroad"
    And Player1 chooses "Doyle's Hoyle"
    And Player1 chooses "leave the deed as it is"
    Then Player1 has 1 ghost rock
    And "Pearly's Palace" has 1 control points
    And "Pearly's Palace" has 3 production
