@card:24109 @blind
Feature: Pettigrew's Pawnshop (blind proof)
  Deed. "After a non-Gadget goods is brought into play, this deed's controller gains 1
  ghost rock."

  Background:
    Given the board "main street"
    And Player1's street is "home, General Store, Pettigrew's Pawnshop (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | home        |

  Scenario: Player1 shops a Shotgun (cost 3) and gains 1 back
    Given Player1's hand is "Shotgun"
    When Player1 attaches "Shotgun" to "Clint Ramsey"
    Then Player1 has 8 ghost rock

  Scenario: A Gadget goods (cost 2) brings nothing
    Given Player1's hand is "Flame-Thrower"
    And Player1 has these dudes:
      | dude                                | at   |
      | Chuan "Jen" Qí (Weird West Edition) | home |
    And Player1's next pull is "KD"
    When Player1 attaches "Flame-Thrower" to "Chuan "Jen" Qí (Weird West Edition)"
    Then Player1 has 8 ghost rock

  Scenario: The opponent's goods pays the deed's controller
    Given it is Player2's turn
    And Player2's hand is "Shotgun"
    And Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player2 attaches "Shotgun" to "Olivia Jenks"
    Then Player1 has 11 ghost rock
    And Player2 has 7 ghost rock

  Scenario: When the opponent controls the deed, the opponent gains the ghost rock
    Given Player2 has these dudes:
      | dude   | at                                        |
      | Sloane | Pettigrew's Pawnshop (Weird West Edition) |
    And Player1's hand is "Shotgun"
    When Player1 attaches "Shotgun" to "Clint Ramsey"
    Then Player2 controls "Pettigrew's Pawnshop (Weird West Edition)"
    And Player2 has 11 ghost rock
    And Player1 has 7 ghost rock
