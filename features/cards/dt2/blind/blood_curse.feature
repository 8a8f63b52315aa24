@card:24189 @blind
Feature: Blood Curse (blind proof)
  Blood Curse (Weird West Edition), Hex: "Noon Hex 9, Boot: A dude at a nearby location
  gets -1 influence and -1 bullets."

  Steele Archer is Huckster 2: a pull of 7 or more succeeds against 9 (§7.1). A nearby
  location is the dude's own or an adjacent one. Town: Player1's home - General Store -
  Telegraph Office; the town square is adjacent to all of them. Pancho Castillo has
  3 bullets and 2 influence.

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And Player1 has these dudes:
      | dude          | at   | attachments                      |
      | Steele Archer | home | Blood Curse (Weird West Edition) |

  Scenario: A successful cast gives a dude at an adjacent location -1 influence and -1 bullets for the day
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's next pull is "7D"
    When Player1 uses "Blood Curse (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 2 bullets
    And "Pancho Castillo" has 1 influence
    And "Pancho Castillo" has "influence -1, bullets -1" from "Blood Curse (Weird West Edition)" until end of day
    And "Blood Curse (Weird West Edition)" is booted
    And "Steele Archer" is unbooted

  Scenario: A dude at the Huckster's own location is nearby
    Given Player2 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player1's home |
    And Player1's next pull is "7D"
    When Player1 uses "Blood Curse (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 2 bullets
    And "Pancho Castillo" has 1 influence

  Scenario: A dude at a location not adjacent is not nearby
    Given Player2 has these dudes:
      | dude            | at               |
      | Pancho Castillo | Town Square      |
      | Olivia Jenks    | Telegraph Office |
    And Player1's next pull is "7D"
    When Player1 uses "Blood Curse (Weird West Edition)"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Pancho Castillo"
    Then "Olivia Jenks" has 2 bullets
    And "Olivia Jenks" has 2 influence

  Scenario: A failed cast changes nothing
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's next pull is "6D"
    When Player1 uses "Blood Curse (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 3 bullets
    And "Pancho Castillo" has 2 influence
    And "Blood Curse (Weird West Edition)" is booted
