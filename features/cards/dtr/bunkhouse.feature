@card:01071
Feature: Bunkhouse
  Dudes with 0 or 1 influence, excluding any modifiers from this deed, have +1
  influence while at this deed.

  Every player's dudes qualify. Clint Ramsey prints 1 influence, Allie Hensman and
  Travis Moone 0, Olivia Jenks 2.
  Fancy New Hat is Attire with +1 influence.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Bunkhouse"

  Scenario: A dude with 1 influence has 2 at the Bunkhouse
    Given Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    When Player1 moves "Clint Ramsey" to "Bunkhouse"
    Then "Clint Ramsey" has 2 influence
    And Player1 has 2 influence
    And the log contains "Player1 moves Clint Ramsey to Bunkhouse without booting"

  Scenario: A dude with 0 influence has 1 at the Bunkhouse
    Given Player1 has these dudes:
      | dude          | at   |
      | Allie Hensman | home |
    When Player1 moves "Allie Hensman" to "Bunkhouse"
    Then "Allie Hensman" has 1 influence
    And the log contains "Player1 moves Allie Hensman to Bunkhouse without booting"

  Scenario: A dude with 2 influence gets nothing
    Given Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 moves "Olivia Jenks" to "Bunkhouse"
    Then "Olivia Jenks" has 2 influence
    And the log contains "Player1 moves Olivia Jenks to Bunkhouse without booting"

  Scenario: Leaving the Bunkhouse ends the bonus
    Given Player1 has these dudes:
      | dude         | at        |
      | Clint Ramsey | Bunkhouse |
    Then "Clint Ramsey" has 2 influence
    When Player1 moves "Clint Ramsey" to "Town Square"
    Then "Clint Ramsey" has 1 influence
    And the log contains "Player1 boots Clint Ramsey to move them to Town Square"

  Scenario: An opposing dude with no influence gets it too, and takes the empty Bunkhouse
    Given Player2 has these dudes:
      | dude         | at          |
      | Travis Moone | Town Square |
    And it is Player2's turn
    When Player2 moves "Travis Moone" to "Bunkhouse"
    Then "Travis Moone" has 1 influence
    And Player2 controls "Bunkhouse"
    And Player2 has 1 control points
    And the log contains "Player2 moves Travis Moone to Bunkhouse without booting"

  Scenario: A dude whose influence was lowered to 1 qualifies
    Given Player2 has these dudes:
      | dude          | at   | attachments |
      | Steele Archer | home | Blood Curse |
    And Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    And "Olivia Jenks" gets "influence -1" from "Blood Curse" until end of day
    When Player1 moves "Olivia Jenks" to "Bunkhouse"
    Then "Olivia Jenks" has 2 influence
    And the log contains "Player1 moves Olivia Jenks to Bunkhouse without booting"

  Scenario Outline: Other modifiers count, only the Bunkhouse's own +1 is left out
    Given Player1 has these dudes:
      | dude   | at   | attachments   |
      | <dude> | home | Fancy New Hat |
    When Player1 moves "<dude>" to "Bunkhouse"
    Then "<dude>" has <influence> influence
    And the log contains "Player1 moves <dude> to Bunkhouse without booting"

    Examples:
      | dude          | influence |
      | Allie Hensman | 2         |
      | Clint Ramsey  | 2         |
