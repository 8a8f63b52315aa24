@card:24188 @blind
Feature: Forget (Weird West Edition) (blind proof)
  Noon Hex 5, Boot: Target an ability printed on a dude at a nearby location. That ability
  cannot be used until after Nightfall.

  Steele Archer (Huckster 2) stands at General Store, next to the town square, where
  Player2's Allie Hensman stands ("Noon, Boot: If Allie is at the town square, give her 1
  permanent control point").

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at            | attachments                 |
      | Steele Archer | General Store | Forget (Weird West Edition) |
      | Clint Ramsey  | home          |                             |
      | Jonah Essex   | home          |                             |
    And Player2 has these dudes:
      | dude                               | at          |
      | Allie Hensman (Weird West Edition) | Town Square |
      | Olivia Jenks                       | home        |

  Scenario: The forgotten ability cannot be used for the rest of the day, and works again after Nightfall
    Given Player1's next pull is "3H"
    When Player1 uses "Forget (Weird West Edition)"
    And Player1 selects "Allie Hensman (Weird West Edition)"
    Then "Forget (Weird West Edition)" is booted
    And the log contains "Player1's Steele Archer succeeds by 0 with 3H + 2 = 5 against difficulty 5"
    When Player2 tries to use "Allie Hensman (Weird West Edition)"
    Then the play is refused by rule "ability.condition"
    And "Allie Hensman (Weird West Edition)" has 0 control points
    When the game advances to the High Noon phase of day 2
    And Player2 uses "Allie Hensman (Weird West Edition)"
    Then "Allie Hensman (Weird West Edition)" has 1 control points

  Scenario: A failed pull forgets nothing
    Given Player1's next pull is "2H"
    When Player1 uses "Forget (Weird West Edition)"
    And Player1 selects "Allie Hensman (Weird West Edition)"
    And Player2 uses "Allie Hensman (Weird West Edition)"
    Then "Allie Hensman (Weird West Edition)" has 1 control points

  Scenario: A dude not nearby is out of reach
    Given Player2 has these dudes:
      | dude                               | at   |
      | Allie Hensman (Weird West Edition) | home |
      | Olivia Jenks                       | home |
    When Player1 tries to use "Forget (Weird West Edition)"
    Then the play is refused by rule "ability.target"
