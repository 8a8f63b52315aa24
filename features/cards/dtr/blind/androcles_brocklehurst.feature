@card:01050 @blind
Feature: Androcles Brocklehurst (blind proof)
  Noon, Boot: Choose another player's dude at a deed you own but don't control. Gain
  ghost rock equal to that dude's influence.

  Board "main street": Player1 owns General Store and Telegraph Office, Player2 owns
  Railroad Station; each player has 10 ghost rock. Andreas Andregg has 2 influence,
  Pancho Castillo 2, Steven Wiles 3, Clint Ramsey 1.

  Background:
    Given the board "main street"

  Scenario: Androcles boots and gains the influence of an opposing dude holding his player's deed
    Given Player1 has these dudes:
      | dude                   | at   |
      | Androcles Brocklehurst | home |
    And Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store |
    Then Player2 controls "General Store"
    When Player1 uses "Androcles Brocklehurst"
    And Player1 selects "Steven Wiles"
    Then Player1 has 13 ghost rock
    And Player2 has 10 ghost rock
    And "Androcles Brocklehurst" is booted

  Scenario: A dude at a deed the player owns and still controls cannot be chosen
    Given Player1 has these dudes:
      | dude                   | at            |
      | Androcles Brocklehurst | home          |
      | Pancho Castillo        | General Store |
    And Player2 has these dudes:
      | dude            | at            |
      | Andreas Andregg | General Store |
      | Steven Wiles    | Telegraph Office |
    Then Player1 controls "General Store"
    When Player1 uses "Androcles Brocklehurst"
    Then Player1 may not choose "Andreas Andregg"
    And Player1 may choose "Steven Wiles"
    And Player1 is asked to "Select a dude"

  Scenario: A dude at a deed the opponent owns cannot be chosen
    Given Player1 has these dudes:
      | dude                   | at   |
      | Androcles Brocklehurst | home |
    And Player2 has these dudes:
      | dude            | at               |
      | Andreas Andregg | Railroad Station |
    When Player1 tries to use "Androcles Brocklehurst"
    Then the play is refused by rule "ability.target"
    And Player1 has 10 ghost rock
    And "Androcles Brocklehurst" is unbooted

  Scenario: Androcles cannot choose his own player's dude
    Given Player1 has these dudes:
      | dude                   | at               |
      | Androcles Brocklehurst | home             |
      | Clint Ramsey           | Railroad Station |
    And Player2 has these dudes:
      | dude         | at               |
      | Steven Wiles | General Store    |
    When Player1 uses "Androcles Brocklehurst"
    Then Player1 may not choose "Clint Ramsey"
    And Player1 may not choose "Androcles Brocklehurst"
    And Player1 is asked to "Select a dude"
