@card:24120 @blind
Feature: Mount Moriah Cemetery (blind proof)
  Spells played at this location have their cost reduced by 1 (minimum zero)

  Ivor Hawley is a Huckster 2. Soul Blast is a Hex that costs 1; Shadow Walk a Hex that
  costs 0; Shotgun is goods, not a spell, and costs 3. Player1 owns and controls the
  cemetery (Private, nobody else there).

  Background:
    Given the board "main street"
    And Player1's street is "home, Mount Moriah Cemetery, General Store"
    And Player1 has 5 ghost rock

  Scenario: A Hex played on a dude at the cemetery costs 1 less
    Given Player1 has these dudes:
      | dude        | at                    |
      | Ivor Hawley | Mount Moriah Cemetery |
    And Player1's hand is "Soul Blast"
    When Player1 attaches "Soul Blast" to "Ivor Hawley"
    Then "Soul Blast" is attached to "Ivor Hawley"
    And Player1 has 5 ghost rock

  Scenario: The same Hex played at home costs its full price
    Given Player1 has these dudes:
      | dude        | at   |
      | Ivor Hawley | home |
    And Player1's hand is "Soul Blast"
    When Player1 attaches "Soul Blast" to "Ivor Hawley"
    Then "Soul Blast" is attached to "Ivor Hawley"
    And Player1 has 4 ghost rock

  Scenario: A spell costing 0 stays at 0: the reduction gives nothing back
    Given Player1 has these dudes:
      | dude        | at                    |
      | Ivor Hawley | Mount Moriah Cemetery |
    And Player1's hand is "Shadow Walk"
    When Player1 attaches "Shadow Walk" to "Ivor Hawley"
    Then "Shadow Walk" is attached to "Ivor Hawley"
    And Player1 has 5 ghost rock

  Scenario: Goods played at the cemetery are not spells: full price
    Given Player1 has these dudes:
      | dude        | at                    |
      | Ivor Hawley | Mount Moriah Cemetery |
    And Player1's hand is "Shotgun"
    When Player1 attaches "Shotgun" to "Ivor Hawley"
    Then "Shotgun" is attached to "Ivor Hawley"
    And Player1 has 2 ghost rock

  Scenario: Any player's spell played there is cheaper: Player2 holds the cemetery with Ivor
    Given it is Player2's turn
    And Player2 has 5 ghost rock
    And Player2 has these dudes:
      | dude        | at                    |
      | Ivor Hawley | Mount Moriah Cemetery |
    And Player2's hand is "Soul Blast"
    When Player2 attaches "Soul Blast" to "Ivor Hawley"
    Then Player2 controls "Mount Moriah Cemetery"
    And "Soul Blast" is attached to "Ivor Hawley"
    And Player2 has 5 ghost rock
