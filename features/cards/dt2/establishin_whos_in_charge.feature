@card:24211
Feature: Establishin' Who's in Charge (Weird West Edition)
  Noon Job: Mark an in-town deed. If successful, give the deed 1 permanent control point.

  "Give the deed 1 permanent control point" is the Base Set's "the deed permanently gains
  1 control point", so this printing shares the Base Set script
  (cards/dtr/establishin_whos_in_charge.py).

  Background:
    Given the phase is High Noon
    And Player1's hand is "Establishin' Who's in Charge (Weird West Edition)"
    And Player1 has 1 ghost rock
    And Player2's street is "home, Circle M Ranch"
    And Player2's out of town deeds is "Jackson's Strike"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |

  Scenario: A successful job gives the marked deed a permanent control point
    When Player1 plays "Establishin' Who's in Charge (Weird West Edition)"
    And Player1 selects "Circle M Ranch"
    Then the job succeeds
    And "Circle M Ranch" has 2 control points
    And Player1 has 0 ghost rock
    And "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted
    And the log contains in order:
      """
      Player1 starts the job Establishin' Who's in Charge (Weird West Edition) led by Pancho Castillo, marking Circle M Ranch
      Player1's job Establishin' Who's in Charge (Weird West Edition) succeeds
      Player1 gives Circle M Ranch a permanent control point
      """
