@card:24054 @blind
Feature: Marcia Ridge (blind proof)
  Dude, First Peoples; influence 2.
  While Marcia is at the town square and you have more influence there than each other
  player, you may use abilities on adjacent deeds as if you controlled them and Marcia were at
  that location.

  Pony Express (Player2's, in town, adjacent to the town square) prints "Controller Noon,
  Boot: Discard a card to draw a card". Steven Wiles has 3 influence, Olivia Jenks 2.

  Background:
    Given a game between "Black Hills Guardians" and "Law Dogs"
    And the phase is High Noon
    And Player2's street is "home, Pony Express"
    And Player1's hand is "Pinto"
    And Player1's deck is "Bluetick, Shotgun"

  Scenario: With more influence in the town square, Marcia's player uses the opponent's deed
    Given Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Pony Express |
    When Player1 uses "Pony Express"
    And Player1 chooses "discard Pinto"
    Then "Pinto" is in Player1's discard pile
    And Player1's hand is "Bluetick"
    And "Pony Express" is booted
    And Player2 controls "Pony Express"

  Scenario: Tied influence in the town square gives no such use
    Given Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to use "Pony Express"
    Then the play is refused by rule "ability.controller"
    And "Pony Express" is unbooted

  Scenario: Away from the town square Marcia gives no such use
    Given Player1 has these dudes:
      | dude                              | at   |
      | Marcia Ridge (Weird West Edition) | home |
    When Player1 tries to use "Pony Express"
    Then the play is refused by rule "ability.controller"

  # "... and Marcia were at that location": an adjacent deed's ability that needs a dude
  # at its location finds Marcia there, though she stands in the town square.

  Scenario: Railroad Station moves Marcia as if she stood at the station, without booting her
    Given Player2's street is "home, Railroad Station (Base Set)"
    And Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
      | Jake Smiley                       | Town Square |
    When Player1 uses "Railroad Station"
    Then Player1 may choose "Marcia Ridge (Weird West Edition)"
    And Player1 may not choose "Jake Smiley"
    When Player1 selects "Marcia Ridge (Weird West Edition)"
    And Player1 chooses "Player1's home"
    Then "Marcia Ridge (Weird West Edition)" is at "Player1's home"
    And "Marcia Ridge (Weird West Edition)" is unbooted
    And "Railroad Station" is booted
    And Player2 controls "Railroad Station"

  Scenario: Charlie's Place raises Marcia's bullets as a dude at that location
    Given Player2's street is "home, Charlie's Place (Base Set)"
    And Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
    When Player1 uses "Charlie's Place"
    And Player1 selects "Marcia Ridge (Weird West Edition)"
    And Player1 chooses "raise"
    Then "Marcia Ridge (Weird West Edition)" has 2 bullets
    And "Charlie's Place" is booted

  Scenario: Another of her player's dudes in the town square is not at the deed
    Given Player2's street is "home, Charlie's Place (Base Set)"
    And Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
      | Jake Smiley                       | Town Square |
    When Player1 uses "Charlie's Place"
    Then Player1 may choose "Marcia Ridge (Weird West Edition)"
    And Player1 may not choose "Jake Smiley"
    And Player1 is asked to "Select a dude"

  Scenario: The Union Casino lets Marcia's player choose her as "your dude at this location"
    Given Player2's street is "home, The Union Casino"
    And Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
    And Player1 has 10 ghost rock
    And Player2 has 0 ghost rock
    When Player1 uses "The Union Casino"
    And Player1 selects "Marcia Ridge (Weird West Edition)"
    And Player1 chooses "pay 4 ghost rock"
    Then "Marcia Ridge (Weird West Edition)" has 1 control points
    And Player1 has 6 ghost rock
    And "The Union Casino" is booted

  # React abilities of adjacent deeds are abilities on those deeds too. Player1's home
  # produces 3 ghost rock; Marcia's upkeep is 1.

  Scenario: The Town Hall's React lowers Marcia's upkeep at the start of the Upkeep phase
    Given Player2's street is "home, The Town Hall"
    And the phase is Sundown
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
    When the game advances to the Upkeep phase of day 2
    Then Player1 is asked to "Select a react"
    When Player1 reacts with "The Town Hall"
    And Player1 selects "Marcia Ridge (Weird West Edition)"
    Then "The Town Hall" is booted
    And Player1 has 8 ghost rock
    And the log contains in order:
      """
      Player1 lowers Marcia Ridge (Weird West Edition)'s upkeep by 2
      Player1 pays no upkeep
      """

  Scenario: Without more influence in the town square, the React of the adjacent deed is not hers
    Given Player2's street is "home, The Town Hall"
    And the phase is Sundown
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When the game advances to the Upkeep phase of day 2
    Then "The Town Hall" is unbooted
    And Player1 is asked to "Select a card"
    And Player1 may choose "pay 1 ghost rock"
