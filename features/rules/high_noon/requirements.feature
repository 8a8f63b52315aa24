Feature: A requirement printed in an ability is checked before the play is offered
  Rules digest §8.1: the first sentence after an ability's colon must be satisfiable,
  unless it starts with "If". A play whose requirement cannot be met is refused (rule
  ability.condition) or, for a React, not offered; nothing is paid and nothing changes.

  Jon Longstride reads "Noon: Unboot Jon's Horse. ..."; Ace in the Hole, a Hex on Steele
  Archer, reads "React Hex 6, Boot: When you reveal your draw hand in a shootout, boot
  this Huckster. ...".

  Background:
    Given the phase is High Noon

  @rule:ability.condition
  Scenario: A Noon ability whose first sentence cannot be done is refused
    Given Player1 has these dudes:
      | dude           | at   | attachments |
      | Jon Longstride | home | Mustang     |
    When Player1 tries to use "Jon Longstride"
    Then the play is refused by rule "ability.condition"
    And "Mustang" is unbooted
    And Player1 is asked to "Select an action"

  @rule:ability.condition @ruling:ace-in-the-hole-booted-huckster
  Scenario: A React whose first sentence boots a booted dude is not offered
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player1 has these dudes:
      | dude            | at          | attachments     | booted |
      | Steele Archer   | Town Square | Ace in the Hole | yes    |
      | Pancho Castillo | Town Square |                 | no     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 picks "Pancho Castillo" as shooter
    Then Player2 wins the round
    And "Ace in the Hole" is unbooted
    And Player1 is asked to "Select a casualty"

  @rule:ability.condition
  Scenario: The same React is offered while the Huckster is unbooted
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player1 has these dudes:
      | dude            | at          | attachments     |
      | Steele Archer   | Town Square | Ace in the Hole |
      | Pancho Castillo | Town Square |                 |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 picks "Pancho Castillo" as shooter
    Then Player1 is asked to "Select a react"
