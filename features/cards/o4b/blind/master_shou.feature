@card:21012 @blind
Feature: Master Shou (blind proof)
  Noon: Boot your Abomination dude at this or an adjacent deed. The deed's owner must pay
  you 1 ghost rock, if able.

  Ke Wang is an Abomination; Steele Archer is not.

  Background:
    Given the phase is High Noon
    And Player2's street is "home, Pearly's Palace"

  Scenario: Booting your Abomination at an opposing deed makes its owner pay 1 ghost rock
    Given Player1 has 0 ghost rock
    And Player2 has 2 ghost rock
    And Player1 has these dudes:
      | dude        | at              |
      | Master Shou | Pearly's Palace |
      | Ke Wang     | Pearly's Palace |
    When Player1 uses "Master Shou"
    And Player1 chooses "Ke Wang"
    Then "Ke Wang" is booted
    And Player1 has 1 ghost rock
    And Player2 has 1 ghost rock

  Scenario: An owner with no ghost rock pays nothing
    Given Player1 has 0 ghost rock
    And Player2 has 0 ghost rock
    And Player1 has these dudes:
      | dude        | at              |
      | Master Shou | Pearly's Palace |
      | Ke Wang     | Pearly's Palace |
    When Player1 uses "Master Shou"
    And Player1 chooses "Ke Wang"
    Then "Ke Wang" is booted
    And Player1 has 0 ghost rock

  Scenario: A dude that is no Abomination cannot be booted for it
    Given Player1 has these dudes:
      | dude          | at              |
      | Master Shou   | Pearly's Palace |
      | Steele Archer | Pearly's Palace |
    When Player1 tries to use "Master Shou"
    Then the play is refused by rule "ability.cost"

  Scenario: An Abomination at an adjacent deed
    Given Player1 has 0 ghost rock
    And Player2 has 2 ghost rock
    And Player1 has these dudes:
      | dude        | at              |
      | Master Shou | Town Square     |
      | Ke Wang     | Pearly's Palace |
    When Player1 uses "Master Shou"
    And Player1 chooses "Ke Wang"
    Then "Ke Wang" is booted
    And Player1 has 1 ghost rock
    And Player2 has 1 ghost rock
