@card:24034
Feature: Jarrett Blake (Weird West Edition)
  Shootout: If Jarrett has a Horse, swap him with one of your dudes in the posse (Jarrett
  moves to the shootout's location and joins the posse. The other dude moves to Jarrett's
  original location and leaves the posse).

  The Weird West Edition spells out what the Base Set's swap already did: Jarrett moves to
  the shootout's location and joins, the other dude moves to where Jarrett stood and
  leaves the posse, so this printing shares the Base Set script
  (cards/dtr/jarrett_blake.py).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at             | booted | attachments |
      | Pancho Castillo | Town Square    | no     |             |
      | Steele Archer   | Town Square    | no     |             |
      | Jarrett Blake (Weird West Edition)   | Player2's home | yes    | Mustang     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Jarrett rides in and the other dude goes to where Jarrett was
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 uses "Jarrett Blake (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may choose "Steele Archer"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Steele Archer"
    Then "Jarrett Blake (Weird West Edition)" is at "Town Square"
    And "Jarrett Blake (Weird West Edition)" is booted
    And "Steele Archer" is at "Player2's home"
    And "Steele Archer" is unbooted
    And Player1's posse is "Pancho Castillo, Jarrett Blake (Weird West Edition)"
    And the log contains in order:
      """
      Player1 uses Jarrett Blake (Weird West Edition)
      Player1 swaps Jarrett Blake (Weird West Edition) with Steele Archer
      Player1 moves Jarrett Blake (Weird West Edition) to Town Square without booting
      Player1 moves Steele Archer to Player2's home out of the posse
      """
    And Player1 is asked to "Select a dude"
