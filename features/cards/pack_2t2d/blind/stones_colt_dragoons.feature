@card:20042 @blind
Feature: Stone's Colt Dragoons (blind proof)
  Goods, Mystical • Weapon, +1 bullets.
  React, Boot: After an opposing dude joins this shootout by a card effect, boot that dude.
  That dude does not unboot at Sundown.

  Pinto: "Shootout, Boot: Move this dude into a posse (without booting; this can move a
  booted dude)." Olivia Jenks rides it in from Player2's home.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments           |
      | Pancho Castillo | Town Square | Stone's Colt Dragoons |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square |             |
      | Olivia Jenks | home        | Pinto       |
    And Player1's hand is "Sun in Yer Eyes"

  Scenario: The dude a card effect brings in is booted
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 passes
    And Player2 uses "Pinto"
    And Player1 reacts with "Stone's Colt Dragoons"
    Then "Olivia Jenks" is booted
    And "Olivia Jenks" is at "Town Square"
    And "Stone's Colt Dragoons" is booted
    And Player1 is asked to "Select a play"

  Scenario: A dude who joins the usual way offers nothing
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    Then "Stone's Colt Dragoons" is unbooted
    And Player1 is asked to "Select a play"

  Scenario: That dude does not unboot at Sundown
    Given Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square |             |
      | Olivia Jenks | home        | Pinto       |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 passes
    And Player2 uses "Pinto"
    And Player1 reacts with "Stone's Colt Dragoons"
    And Player1 passes
    And Player2 picks "Steven Wiles" as shooter
    And Player1 covers the casualties with "ace Pancho Castillo"
    And the game advances to the Gamblin' phase of day 2
    Then "Olivia Jenks" is booted
    And "Steven Wiles" is unbooted
