@card:01031
Feature: Jarrett Blake
  Shootout: If Jarrett has a Horse, swap him with one of your dudes in the posse (Jarrett
  joins the posse. The other dude moves to Jarrett's location and is no longer in the
  posse).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at             | booted | attachments |
      | Pancho Castillo | Town Square    | no     |             |
      | Steele Archer   | Town Square    | no     |             |
      | Jarrett Blake   | Player2's home | yes    | Mustang     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Jarrett rides in and the other dude goes to where Jarrett was
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 uses "Jarrett Blake"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may choose "Steele Archer"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Steele Archer"
    Then "Jarrett Blake" is at "Town Square"
    And "Jarrett Blake" is booted
    And "Steele Archer" is at "Player2's home"
    And "Steele Archer" is unbooted
    And Player1's posse is "Pancho Castillo, Jarrett Blake"
    And the log contains in order:
      """
      Player1 uses Jarrett Blake
      Player1 swaps Jarrett Blake with Steele Archer
      Player1 moves Jarrett Blake to Town Square without booting
      Player1 moves Steele Archer to Player2's home out of the posse
      """
    And Player1 is asked to "Select a dude"

  Scenario: Swapped with a dude at the fight's own location, the dude stays but leaves the posse
    Given Player1 has these dudes:
      | dude            | at          | booted | attachments |
      | Pancho Castillo | Town Square | no     |             |
      | Jarrett Blake   | Town Square | yes    | Mustang     |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player1 uses "Jarrett Blake"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Town Square"
    And Player1's posse is "Jarrett Blake"
    And Player1 is asked to "Select a casualty"

  Scenario: Without a Horse Jarrett does nothing
    Given Player1 has these dudes:
      | dude            | at             | booted |
      | Pancho Castillo | Town Square    | no     |
      | Jarrett Blake   | Player2's home | yes    |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 uses "Jarrett Blake"
    Then "Jarrett Blake" is at "Player2's home"
    And Player1's posse is "Pancho Castillo"
    And the log contains "Player1 uses Jarrett Blake"
    And the log does not contain "swaps"
    And Player1 is asked to "Select a casualty"

  Scenario: Jarrett already in the posse cannot swap into it
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square |             |
      | Jarrett Blake   | Town Square | Mustang     |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Jarrett Blake" to the posse
    Then the log does not contain "Player1 uses Jarrett Blake"
    And the log contains "Player1 has no shootout play and passes"
    And Player1's posse is "Pancho Castillo, Jarrett Blake"
    And Player1 is asked to "Select a dude"

  Scenario: Jarrett's swap is a Shootout play
    When Player1 tries to use "Jarrett Blake"
    Then the play is refused by rule "noon.play_type"
    And "Jarrett Blake" is at "Player2's home"

  Scenario: Jarrett swaps once per day
    Given Player1 has used "Jarrett Blake" today
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    Then the log does not contain "Player1 uses Jarrett Blake"
    And "Jarrett Blake" is at "Player2's home"
    And Player1 is asked to "Select a dude"
