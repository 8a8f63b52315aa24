@card:22026
Feature: Pete Spence
  Noon Job, Boot: Mark an in-town location Pete is not at.  If successful, choose an
  Attire or non-Unique Weapon in your discard pile and attach it to one of your dudes,
  booted (paying all costs). If that dude attached a Weapon and has no bounty, raise
  their bounty by 1.

  Shotgun is a Weapon that costs 3; Sunday Best an Attire that costs 1; Mustang a Horse; Legendary Holster a Unique Weapon.

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude            | at   |
      | Pete Spence     | home |
      | Pancho Castillo | home |

  Scenario: A Weapon comes back booted, paid for, and makes its unwanted dude wanted
    Given Player1's discard pile is "Shotgun, Mustang"
    When Player1 uses "Pete Spence"
    And Player1 chooses "Town Square"
    And Player1 is done
    And Player1 selects "Pancho Castillo"
    Then the job succeeds
    And "Shotgun" is attached to "Pancho Castillo"
    And "Shotgun" is booted
    And "Mustang" is in Player1's discard pile
    And Player1 has 2 ghost rock
    And "Pancho Castillo" has 1 bounty
    And "Pete Spence" is booted
    And the log contains "Player1 raises Pancho Castillo's bounty by 1"

  Scenario: A dude already wanted keeps his bounty
    Given Player1's discard pile is "Shotgun"
    And Player1 has these dudes:
      | dude            | at   | bounty |
      | Pete Spence     | home | 0      |
      | Pancho Castillo | home | 2      |
    When Player1 uses "Pete Spence"
    And Player1 chooses "Town Square"
    And Player1 is done
    And Player1 selects "Pancho Castillo"
    Then the job succeeds
    And "Shotgun" is attached to "Pancho Castillo"
    And "Pancho Castillo" has 2 bounty

  Scenario: An Attire brings no bounty
    Given Player1's discard pile is "Sunday Best"
    When Player1 uses "Pete Spence"
    And Player1 chooses "Town Square"
    And Player1 is done
    And Player1 selects "Pancho Castillo"
    Then the job succeeds
    And "Sunday Best" is attached to "Pancho Castillo"
    And "Sunday Best" is booted
    And Player1 has 4 ghost rock
    And "Pancho Castillo" has 0 bounty

  Scenario: An in-town location Pete is not at
    Given Player1's out of town deeds are "Blake Ranch"
    When Player1 uses "Pete Spence"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "Town Square"
    And Player1 may choose "General Store"
    And Player1 may choose "Player2's home"
    And Player1 may not choose "Player1's home"
    And Player1 may not choose "Blake Ranch"

  Scenario: With neither Attire nor non-Unique Weapon in the discard pile nothing is attached
    Given Player1's discard pile is "Mustang, Legendary Holster"
    When Player1 uses "Pete Spence"
    And Player1 chooses "Town Square"
    And Player1 is done
    Then the job succeeds
    And "Mustang" is in Player1's discard pile
    And "Legendary Holster" is in Player1's discard pile
    And the log contains "Player1 has no Attire or Weapon to attach"
