@card:01090
Feature: Pinto
  Goods, Horse. Shootout, Boot: Move this dude into a posse (without booting; this can
  move a booted dude).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at             | booted | attachments |
      | Pancho Castillo | Town Square    | no     |             |
      | Steele Archer   | Player2's home | yes    | Pinto       |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: The Pinto carries its booted rider into the posse without booting
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 uses "Pinto"
    Then "Steele Archer" is at "Town Square"
    And "Steele Archer" is booted
    And "Pinto" is booted
    And Player1's posse is "Pancho Castillo, Steele Archer"
    And the log contains in order:
      """
      Player1 uses Pinto
      Player1 moves Steele Archer to Town Square without booting
      """
    And Player1 is asked to "Select a dude"

  Scenario: An unbooted rider stays unbooted
    Given Player1 has these dudes:
      | dude            | at             | booted | attachments |
      | Pancho Castillo | Town Square    | no     |             |
      | Steele Archer   | Player2's home | no     | Pinto       |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player1 uses "Pinto"
    Then "Steele Archer" is unbooted
    And Player1's posse is "Pancho Castillo, Steele Archer"
    And Player1 is asked to "Select a dude"

  Scenario: A rider already in the posse has nowhere to ride
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Pinto       |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    Then the log contains "Player1 has no shootout play and passes"
    And the log does not contain "Player1 uses Pinto"
    And "Pinto" is unbooted
    And Player1 is asked to "Select a casualty"

  Scenario: A booted Pinto cannot be used
    Given Player1 has these dudes:
      | dude            | at             | booted | attachments    |
      | Pancho Castillo | Town Square    | no     |                |
      | Steele Archer   | Player2's home | yes    | Pinto (booted) |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    Then the log does not contain "Player1 uses Pinto"
    And Player1's posse is "Pancho Castillo"
    And Player1 is asked to "Select a casualty"

  Scenario: The Pinto is a Shootout play, not a Noon one
    When Player1 tries to use "Pinto"
    Then the play is refused by rule "noon.play_type"
    And "Steele Archer" is at "Player2's home"
