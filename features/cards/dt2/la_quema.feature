@card:24145
Feature: La Quema (Weird West Edition)
  Goods, Mystical • Horse, +1 bullets. This dude gets +3 Value. Shootout, Boot: This dude
  joins your posse (moving if necessary). You may boot an opposing dude.

  Steele Archer prints value 4 and waits at Player1's home, booted, on La Quema.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | booted | attachments                    |
      | Pancho Castillo | Town Square | no     |                                |
      | Steele Archer   | home        | yes    | La Quema (Weird West Edition)  |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: This dude gets +3 value
    Then "Steele Archer" has 7 value

  Scenario: The rider joins the posse, moving and booted as he is, and may boot an opposing dude
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 uses "La Quema (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And the options are:
      """
      Steven Wiles
      done
      """
    When Player1 selects "Steven Wiles"
    Then Player1's posse is "Pancho Castillo, Steele Archer"
    And "Steele Archer" is at "Town Square"
    And "Steven Wiles" is booted
    And "La Quema (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1 uses La Quema (Weird West Edition)
      Player1 boots Steven Wiles
      """
    And Player1 is asked to "Select a dude"

  Scenario: Booting an opposing dude is a choice
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 uses "La Quema (Weird West Edition)"
    And Player1 is done
    Then Player1's posse is "Pancho Castillo, Steele Archer"
    And "Steven Wiles" is unbooted
    And Player1 is asked to "Select a dude"
