Feature: Calling out
  Rules digest §5.1: your unbooted dude calls out an opposing dude at the same
  location; the callee may refuse and run home booted, unless booted.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:callout.refuse
  Scenario: A callee who refuses runs home booted
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 refuses
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And the log contains in order:
      """
      Player1's Jake Smiley calls out Olivia Jenks
      Player2 refuses: Olivia Jenks runs home booted
      """

  @rule:callout.accept
  Scenario: An accepted call out starts a shootout with leader and mark
    Given Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    Then Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player2 accepts: Olivia Jenks faces Jake Smiley
      Player1 forms a posse of Jake Smiley
      Player2 forms a posse of Olivia Jenks
      Player1 reveals AS AC 8S 8C JD: Dead Man's Hand (rank 11)
      Player2 reveals 2H 3D 5C 9S KH: High Card (rank 1)
      Player1 wins the round by 10 ranks
      """

  @rule:callout.callee
  Scenario: Only a dude at the same location can be called out
    Given Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 tries to call out "Olivia Jenks" with "Jake Smiley"
    Then the play is refused because "Olivia Jenks is not at Jake Smiley's location"
    And the play is refused by rule "callout.callee"
