@card:01103 @blind
Feature: Blood Curse (blind proof)
  Hex. Noon Hex 9, Boot: A dude at this or an adjacent location gets –1 influence and
  –1 bullets.
  Shootout Hex 9, Boot: One opposing dude gets –2 bullets.

  Steele Archer is a Huckster 2: a pull of 7 or more reaches 9. Board "main street":
  Player1's home is adjacent to the town square and General Store, not to Player2's
  Railroad Station. Olivia Jenks has 2 bullets and 2 influence.

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude          | at   | attachments |
      | Steele Archer | home | Blood Curse |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | General Store    |
      | Clyde Owens  | Railroad Station |

  Scenario: At Noon a dude at an adjacent location loses 1 influence and 1 bullet for the day
    Given Player1's next pull is "7H"
    When Player1 uses "Blood Curse"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 1 influence
    And "Olivia Jenks" has 1 bullets
    And "Blood Curse" is booted
    And "Olivia Jenks" has "influence -1, bullets -1" from "Blood Curse" until end of day

  Scenario: A dude at the Huckster's own location can be cursed
    Given Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player1's home |
    And Player1's next pull is "7H"
    When Player1 uses "Blood Curse"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 1 influence
    And "Olivia Jenks" has 1 bullets

  Scenario: A dude at a location that is not adjacent cannot be chosen
    When Player1 uses "Blood Curse"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Clyde Owens"

  Scenario: A failed Noon cast changes nothing
    Given Player1's next pull is "6H"
    When Player1 uses "Blood Curse"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 2 influence
    And "Olivia Jenks" has 2 bullets
    And "Blood Curse" is booted

  Scenario: In a shootout an opposing dude gets -2 bullets
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Blood Curse |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's next pull is "7H"
    When Player1 calls out "Clyde Owens" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Blood Curse"
    And Player1 selects "Clyde Owens"
    Then "Clyde Owens" has 1 bullets
    And "Clyde Owens" has 2 influence
    And "Clyde Owens" has "bullets -2" from "Blood Curse" until end of shootout
    And Player2 is asked to "Select a casualty"

  Scenario: In a shootout a dude of its own posse cannot be chosen
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Steele Archer   | Town Square | Blood Curse |
      | Pancho Castillo | Town Square |             |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    When Player1 calls out "Clyde Owens" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 uses "Blood Curse"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Clyde Owens"
    And Player1 may not choose "Pancho Castillo"

  Scenario: In a shootout an opposing dude outside the posses cannot be chosen
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Blood Curse |
    And Player2 has these dudes:
      | dude         | at          | booted |
      | Clyde Owens  | Town Square | no     |
      | Olivia Jenks | Blake Ranch | no     |
    When Player1 calls out "Clyde Owens" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Blood Curse"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Clyde Owens"
    And Player1 may not choose "Olivia Jenks"
