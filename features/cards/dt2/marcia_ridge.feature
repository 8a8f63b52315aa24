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

  Scenario: Using the deed's ability, Marcia counts as a dude at that location
    Given Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Charlie's Place |
    When Player1 uses "Charlie's Place"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Marcia Ridge (Weird West Edition)"
    And Player1 may choose "Olivia Jenks"
    When Player1 selects "Marcia Ridge (Weird West Edition)"
    And Player1 chooses "raise"
    Then "Marcia Ridge (Weird West Edition)" has 2 bullets
    And "Marcia Ridge (Weird West Edition)" is at "Town Square"

  Scenario: For the deed's owner using it, Marcia is where she stands
    Given it is Player2's turn
    And Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Charlie's Place |
    When Player2 uses "Charlie's Place"
    Then Player2 is asked to "Select a dude"
    And Player2 may choose "Olivia Jenks"
    And Player2 may not choose "Marcia Ridge (Weird West Edition)"

  Scenario: "Move your dude from this location" moves Marcia as if she stood at the deed
    Given Player2's street is "home, Railroad Station"
    And Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
    When Player1 uses "Railroad Station"
    And Player1 selects "Marcia Ridge (Weird West Edition)"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "Player1's home"
    And Player1 may not choose "Railroad Station"
    And Player1 may not choose "Town Square"
    When Player1 chooses "Player1's home"
    Then "Marcia Ridge (Weird West Edition)" is at "Player1's home"
    And "Railroad Station" is booted

  Scenario: A deed's Controller React is offered to her player, with Marcia at that location
    Given the phase is Upkeep
    And Player2's street is "home, The Town Hall"
    And Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
    And Player1 has 0 ghost rock
    When Player1 reacts with "The Town Hall"
    And Player1 selects "Marcia Ridge (Weird West Edition)"
    And Player1 pays upkeep
    Then "The Town Hall" is booted
    And the log contains "Player1 lowers Marcia Ridge (Weird West Edition)'s upkeep by 2"

  Scenario: Without more influence at the town square, she is not counted at her own player's deed either
    Given Player1's street is "home, Charlie's Place"
    And Player1 has these dudes:
      | dude                              | at              |
      | Marcia Ridge (Weird West Edition) | Town Square     |
      | Clint Ramsey                      | Charlie's Place |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 uses "Charlie's Place"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Clint Ramsey"
    And Player1 may not choose "Marcia Ridge (Weird West Edition)"
