@card:22026 @blind
Feature: Pete Spence (blind proof)
  Noon Job, Boot: Mark an in-town location Pete is not at. If successful, choose an Attire
  or non-Unique Weapon in your discard pile and attach it to one of your dudes, booted
  (paying all costs). If that dude attached a Weapon and has no bounty, raise their bounty
  by 1.

  Shotgun is a non-Unique Weapon costing 3. Nobody opposes the job.

  Scenario: A successful job attaches a Weapon from the discard pile, booted, paid for, and the dude becomes wanted
    Given the board "shootout"
    And Player1 has 5 ghost rock
    And Player1's discard pile is "Shotgun"
    And Player1 has these dudes:
      | dude        | at   |
      | Pete Spence | home |
    When Player1 uses "Pete Spence"
    And Player1 chooses "Town Square"
    Then the job succeeds
    And "Shotgun" is attached to "Pete Spence"
    And "Shotgun" is booted
    And Player1 has 2 ghost rock
    And "Pete Spence" has 1 bounty

  Scenario: Pete cannot mark the location he is at
    Given the board "shootout"
    And Player1's discard pile is "Shotgun"
    And Player1 has these dudes:
      | dude        | at          |
      | Pete Spence | Town Square |
    When Player1 uses "Pete Spence"
    Then Player1 may not choose "Town Square"
    And Player1 may choose "General Store"
    And Player1 is asked to "Select a location"

  Scenario: A dude already wanted gets no more bounty for the Weapon
    Given the board "shootout"
    And Player1 has 5 ghost rock
    And Player1's discard pile is "Shotgun"
    And Player1 has these dudes:
      | dude        | at   | bounty |
      | Pete Spence | home | 2      |
    When Player1 uses "Pete Spence"
    And Player1 chooses "Town Square"
    Then the job succeeds
    And "Shotgun" is attached to "Pete Spence"
    And "Pete Spence" has 2 bounty

  Scenario: An Attire from the discard pile brings no bounty
    Given the board "shootout"
    And Player1 has 5 ghost rock
    And Player1's discard pile is "Fancy New Hat"
    And Player1 has these dudes:
      | dude        | at   |
      | Pete Spence | home |
    When Player1 uses "Pete Spence"
    And Player1 chooses "Town Square"
    Then the job succeeds
    And "Fancy New Hat" is attached to "Pete Spence"
    And "Fancy New Hat" is booted
    And Player1 has 4 ghost rock
    And "Pete Spence" has 0 bounty

  Scenario: A goods that is neither Attire nor Weapon stays in the discard pile
    Given the board "shootout"
    And Player1 has 5 ghost rock
    And Player1's discard pile is "Pinto"
    And Player1 has these dudes:
      | dude        | at   |
      | Pete Spence | home |
    When Player1 uses "Pete Spence"
    And Player1 chooses "Town Square"
    Then the job succeeds
    And "Pinto" is in Player1's discard pile
    And Player1 has 5 ghost rock
