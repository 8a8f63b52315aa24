@card:24163
Feature: Pinto (Weird West Edition)
  Shootout, Boot: This dude joins your posse (without booting, and even if booted).

  "This dude joins your posse (without booting, and even if booted)" is the Base Set's
  "move this dude into a posse (without booting; this can move a booted dude)": the only
  posse a dude may join is his player's, so this printing shares the Base Set script
  (cards/dtr/pinto.py).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at             | booted | attachments |
      | Pancho Castillo | Town Square    | no     |             |
      | Steele Archer   | Player2's home | yes    | Pinto (Weird West Edition)       |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: The Pinto carries its booted rider into the posse without booting
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 uses "Pinto (Weird West Edition)"
    Then "Steele Archer" is at "Town Square"
    And "Steele Archer" is booted
    And "Pinto (Weird West Edition)" is booted
    And Player1's posse is "Pancho Castillo, Steele Archer"
    And the log contains in order:
      """
      Player1 uses Pinto (Weird West Edition)
      Player1 moves Steele Archer to Town Square without booting
      """
    And Player1 is asked to "Select a dude"
