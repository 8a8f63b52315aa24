@card:24054
Feature: Marcia Ridge (Weird West Edition)
  While Marcia is at the town square and you have more influence there than each other
  player, you may use abilities on adjacent deeds as if you controlled them and Marcia were
  at that location.

  Charlie's Place (Player2's): "Controller Noon, Boot: Raise or lower the bullets of a dude
  at this location by 2". Influence printed: Marcia Ridge 2, Clint Ramsey 1, Pancho Castillo 2, Steven Wiles 3.
  Olivia Jenks (2 bullets) holds Charlie's Place for Player2.

  Background:
    Given the phase is High Noon
    And Player2's street is "home, Charlie's Place"

  Scenario: Holding the town square, she uses an opponent's deed as its controller would
    Given Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Charlie's Place |
      | Clint Ramsey | Town Square     |
    Then Player2 controls "Charlie's Place"
    When Player1 uses "Charlie's Place"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "lower"
    Then "Olivia Jenks" has 0 bullets
    And "Charlie's Place" is booted
    And the log contains "Player1 uses Charlie's Place on Olivia Jenks"

  Scenario: Not without more influence at the town square than each other player
    Given Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Charlie's Place |
      | Steven Wiles | Town Square     |
    When Player1 tries to use "Charlie's Place"
    Then the play is refused by rule "ability.controller"
    And "Charlie's Place" is unbooted

  Scenario: Not while she is away from the town square
    Given Player1 has these dudes:
      | dude                              | at   |
      | Marcia Ridge (Weird West Edition) | home |
    And Player2 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Charlie's Place |
    When Player1 tries to use "Charlie's Place"
    Then the play is refused by rule "ability.controller"

  Scenario: Equal influence at the town square is not more
    Given Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude            | at              |
      | Olivia Jenks    | Charlie's Place |
      | Pancho Castillo | Town Square     |
    When Player1 tries to use "Charlie's Place"
    Then the play is refused by rule "ability.controller"

  Scenario: An Out of Town deed is not adjacent to the town square
    Given Player2's out of town deeds is "Long Strides Ranch (Weird West Edition)"
    And Player1's hand is "Pinto"
    And Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Charlie's Place |
    When Player1 tries to use "Long Strides Ranch (Weird West Edition)"
    Then the play is refused by rule "ability.controller"
