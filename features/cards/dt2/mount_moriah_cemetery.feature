@card:24120
Feature: Mount Moriah Cemetery (Weird West Edition)
  Spells played at this location have their cost reduced by 1 (minimum zero).

  Steele Archer is a Huckster. Puppet is a spell costing 2, Soul Blast one costing 1, Ace
  in the Hole one costing 0; Peacemaker is goods costing 2.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Mount Moriah Cemetery (Weird West Edition)"
    And Player1 has 5 ghost rock
    And Player1's hand is "Puppet, Soul Blast, Ace in the Hole, Peacemaker"

  Scenario: A spell played at the cemetery costs 1 less
    Given Player1 has these dudes:
      | dude          | at                                         |
      | Steele Archer | Mount Moriah Cemetery |
    When Player1 attaches "Soul Blast" to "Steele Archer"
    Then Player1 has 5 ghost rock
    And the log contains "Player1 attaches Soul Blast to Steele Archer for 0 ghost rock"

  Scenario: A spell costing 2 costs 1 at the cemetery
    Given Player1 has these dudes:
      | dude          | at                    |
      | Steele Archer | Mount Moriah Cemetery |
    When Player1 attaches "Puppet" to "Steele Archer"
    Then Player1 has 4 ghost rock
    And the log contains "Player1 attaches Puppet to Steele Archer for 1 ghost rock"

  Scenario: A spell played elsewhere pays its full cost
    Given Player1 has these dudes:
      | dude          | at   |
      | Steele Archer | home |
    When Player1 attaches "Soul Blast" to "Steele Archer"
    Then Player1 has 4 ghost rock
    And the log contains "Player1 attaches Soul Blast to Steele Archer for 1 ghost rock"

  Scenario: Goods played at the cemetery pay their full cost
    Given Player1 has these dudes:
      | dude          | at                                         |
      | Steele Archer | Mount Moriah Cemetery |
    When Player1 attaches "Peacemaker" to "Steele Archer"
    Then Player1 has 3 ghost rock
    And the log contains "Player1 attaches Peacemaker to Steele Archer for 2 ghost rock"

  Scenario: A spell costing 0 still costs 0
    Given Player1 has these dudes:
      | dude          | at                                         |
      | Steele Archer | Mount Moriah Cemetery |
    When Player1 attaches "Ace in the Hole" to "Steele Archer"
    Then Player1 has 5 ghost rock
    And the log contains "Player1 attaches Ace in the Hole to Steele Archer for 0 ghost rock"
