@card:01079 @blind
Feature: Railroad Station (blind proof)
  Controller Noon, Boot: Move your dude from this location to another location
  (without booting).

  Board "main street": Player2 owns Railroad Station at the end of their street
  (Railroad Station - home). Player1's home is not adjacent to it, so a standard move
  there would boot the dude (§4.2).

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And it is Player2's turn

  Scenario: The controller moves their dude from the station to a far location without booting
    Given Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    When Player2 uses "Railroad Station"
    And Player2 selects "Olivia Jenks"
    And Player2 chooses "Player1's home"
    Then "Olivia Jenks" is at "Player1's home"
    And "Olivia Jenks" is unbooted
    And "Railroad Station" is booted

  Scenario: A dude that is not at the station cannot be moved by it
    Given Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
      | Clyde Owens  | Town Square      |
    When Player2 uses "Railroad Station"
    Then Player2 is asked to "Select a dude"
    And Player2 may choose "Olivia Jenks"
    And Player2 may not choose "Clyde Owens"

  Scenario: The destination must be another location
    Given Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    When Player2 uses "Railroad Station"
    And Player2 selects "Olivia Jenks"
    Then Player2 is asked to "Select a location"
    And Player2 may choose "Town Square"
    And Player2 may not choose "Railroad Station"

  Scenario: The owner cannot use it while an opponent controls the station
    Player1's Steven Wiles (influence 3) outweighs Olivia Jenks (influence 2) there.
    Given Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    And Player1 has these dudes:
      | dude         | at               |
      | Steven Wiles | Railroad Station |
    When Player2 tries to use "Railroad Station"
    Then the play is refused by rule "ability.controller"
    And "Olivia Jenks" is at "Railroad Station"

  Scenario: The controlling opponent moves their own dude, not the owner's
    Given Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    And Player1 has these dudes:
      | dude         | at               |
      | Steven Wiles | Railroad Station |
    And it is Player1's turn
    When Player1 uses "Railroad Station"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Steven Wiles"
    And Player1 may not choose "Olivia Jenks"

  Scenario: A booted station cannot be used again
    Given Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    And Player2 has used "Railroad Station" today
    When Player2 tries to use "Railroad Station"
    Then the play is refused by rule "noon.once_per_day"
    And "Olivia Jenks" is at "Railroad Station"
