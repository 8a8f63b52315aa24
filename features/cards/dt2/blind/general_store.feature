@card:24138 @blind
Feature: General Store (blind proof)
  General Store (Weird West Edition), deed: "Controller Noon, Boot: Attach a goods or
  spell, reducing the cost by 2."

  Shotgun costs 3, Tin Star 1, Soul Blast (a Hex) 1.

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And Player1's street is "home, General Store (Weird West Edition), Telegraph Office"
    And Player1 has 10 ghost rock

  Scenario: A goods is attached for 2 ghost rock less
    Given Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    And Player1's hand is "Shotgun, Tin Star"
    When Player1 uses "General Store (Weird West Edition)"
    And Player1 selects "Shotgun"
    Then "Shotgun" is attached to "Clint Ramsey"
    And Player1 has 9 ghost rock
    And "General Store (Weird West Edition)" is booted
    And "Tin Star" is in Player1's hand

  Scenario: The reduction does not take the cost below 0
    Given Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    And Player1's hand is "Shotgun, Tin Star"
    When Player1 uses "General Store (Weird West Edition)"
    And Player1 selects "Tin Star"
    Then "Tin Star" is attached to "Clint Ramsey"
    And Player1 has 10 ghost rock

  Scenario: A spell is attached to a Huckster for less
    Given Player1 has these dudes:
      | dude          | at   |
      | Steele Archer | home |
    And Player1's hand is "Soul Blast, Shotgun"
    When Player1 uses "General Store (Weird West Edition)"
    And Player1 selects "Soul Blast"
    Then "Soul Blast" is attached to "Steele Archer"
    And Player1 has 10 ghost rock

  Scenario: Only the deed's controller can use it
    Given Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    And Player2 has these dudes:
      | dude         | at                                 |
      | Olivia Jenks | General Store (Weird West Edition) |
    And Player1's hand is "Shotgun"
    Then Player2 controls "General Store (Weird West Edition)"
    When Player1 tries to use "General Store (Weird West Edition)"
    Then the play is refused by rule "ability.controller"
    And "Shotgun" is in Player1's hand
    And Player1 has 10 ghost rock
