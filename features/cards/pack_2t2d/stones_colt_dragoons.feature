@card:20042
Feature: Stone's Colt Dragoons
  React, Boot: After an opposing dude joins this shootout by a card effect, boot that dude.
  That dude does not unboot at Sundown.

  La Quema (Weird West Edition): "Shootout, Boot: This dude joins your posse (moving if
  necessary). You may boot an opposing dude."

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments           |
      | Pancho Castillo | Town Square | Stone's Colt Dragoons |
    And Player2 has these dudes:
      | dude          | at          | attachments                   |
      | Steven Wiles  | Town Square |                               |
      | Steele Archer | home        | La Quema (Weird West Edition) |

  Scenario: An opposing dude brought in by a card effect is booted and stays booted through Sundown
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player2 uses "La Quema (Weird West Edition)"
    And Player2 is done
    And Player1 reacts with "Stone's Colt Dragoons"
    Then "Steele Archer" is booted
    And "Stone's Colt Dragoons" is booted
    And "Steele Archer" has "does not unboot at nightfall" from "Stone's Colt Dragoons" until end of day
    And Player2's posse is "Steven Wiles, Steele Archer"
    And the log contains in order:
      """
      Player1 uses Stone's Colt Dragoons
      Player1 boots Steele Archer: they do not unboot at Sundown
      """
    And Player2 is asked to "Select a dude"

  Scenario: Joining as the posse forms is not joining by a card effect
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    Then "Stone's Colt Dragoons" is unbooted
    And Player2's posse is "Steven Wiles, Steele Archer"
    And Player2 is asked to "Select a dude"

  Scenario: Your own dude brought in is no reason to react
    Given Player1 has these dudes:
      | dude            | at          | attachments                                          |
      | Pancho Castillo | Town Square | Stone's Colt Dragoons                                |
      | Jon Longstride  | home        | La Quema (Weird West Edition)                        |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    And Player1 uses "La Quema (Weird West Edition)"
    And Player1 is done
    Then "Jon Longstride" is unbooted
    And "Stone's Colt Dragoons" is unbooted
    And Player1's posse is "Pancho Castillo, Jon Longstride"
    And Player2 is asked to "Select a play"

  Scenario: The Dragoons' dude must be in the shootout
    Given Player1 has these dudes:
      | dude            | at          | attachments           |
      | Pancho Castillo | Town Square |                       |
      | Jon Longstride  | home        | Stone's Colt Dragoons |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    And Player2 uses "La Quema (Weird West Edition)"
    And Player2 is done
    Then "Steele Archer" is unbooted
    And "Stone's Colt Dragoons" is unbooted
    And Player2 is asked to "Select a dude"
