@card:01082 @blind
Feature: Bluetick (blind proof)
  Noon, Boot: Move this dude to the same location as a wanted dude.

  Board "main street": Player1's home is not adjacent to Player2's Railroad Station,
  so a standard move there would boot the dude (§4.2); a card-effect move boots only
  if the card says so.

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon

  Scenario: The dude follows the scent to a wanted dude's location
    Given Player1 has these dudes:
      | dude            | at   | attachments |
      | Pancho Castillo | home | Bluetick    |
    And Player2 has these dudes:
      | dude         | at               | bounty |
      | Olivia Jenks | Railroad Station | 1      |
    When Player1 uses "Bluetick"
    And Player1 selects "Olivia Jenks"
    Then "Pancho Castillo" is at "Railroad Station"
    And "Pancho Castillo" is unbooted
    And "Bluetick" is booted

  Scenario: A dude that is not wanted cannot be chosen
    Given Player1 has these dudes:
      | dude            | at   | attachments |
      | Pancho Castillo | home | Bluetick    |
    And Player2 has these dudes:
      | dude         | at               | bounty |
      | Olivia Jenks | Railroad Station | 1      |
      | Clyde Owens  | Player2's home   | 0      |
    When Player1 uses "Bluetick"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Clyde Owens"

  Scenario: With no wanted dude in play it cannot be used
    Given Player1 has these dudes:
      | dude            | at   | attachments |
      | Pancho Castillo | home | Bluetick    |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    When Player1 tries to use "Bluetick"
    Then the play is refused by rule "ability.target"
    And "Pancho Castillo" is at "Player1's home"
    And "Bluetick" is unbooted

  Scenario: The wanted dude may be one of its own player's dudes
    Given Player1 has these dudes:
      | dude            | at               | attachments | bounty |
      | Pancho Castillo | home             | Bluetick    | 0      |
      | Clint Ramsey    | Railroad Station |             | 2      |
    When Player1 uses "Bluetick"
    And Player1 selects "Clint Ramsey"
    Then "Pancho Castillo" is at "Railroad Station"
    And "Pancho Castillo" is unbooted
