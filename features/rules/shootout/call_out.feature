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

  @rule:callout
  Scenario: Calling out does not boot the caller
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 refuses
    Then "Jake Smiley" is unbooted
    And "Jake Smiley" is at "Town Square"
    And the log contains "Player1's Jake Smiley calls out Olivia Jenks"

  @rule:callout.accept @rule:shootout.start
  Scenario: An accepted call out starts a shootout with leader and mark
    Given Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    Then Player2 is asked to "Select a casualty"
    And Player1's posse is "Jake Smiley"
    And Player2's posse is "Olivia Jenks"
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

  @rule:callout.callee
  Scenario: Nobody calls out a dude of their own
    Given Player1 has these dudes:
      | dude           | at          |
      | Jake Smiley    | Town Square |
      | Barton Everest | Town Square |
    When Player1 tries to call out "Barton Everest" with "Jake Smiley"
    Then the play is refused because "Barton Everest is not an opposing dude in play"
    And the play is refused by rule "callout.callee"
    When Player1 calls out "Olivia Jenks" with "Barton Everest"
    Then Player2 is asked to "Select an option"
    And the last log line is "Player1's Barton Everest calls out Olivia Jenks"

  @rule:callout.caller
  Scenario: A booted dude cannot call anyone out; an unbooted one at the same place can
    Given Player1 has these dudes:
      | dude           | at          | booted |
      | Jake Smiley    | Town Square | yes    |
      | Barton Everest | Town Square | no     |
    When Player1 tries to call out "Olivia Jenks" with "Jake Smiley"
    Then the play is refused because "Jake Smiley is booted"
    And the play is refused by rule "callout.caller"
    When Player1 calls out "Olivia Jenks" with "Barton Everest"
    Then Player2 is asked to "Select an option"
    And the last log line is "Player1's Barton Everest calls out Olivia Jenks"

  @rule:callout.caller
  Scenario: A player calls out only with a dude of their own
    When Player1 tries to call out "Jake Smiley" with "Olivia Jenks"
    Then the play is refused because "Olivia Jenks is not Player1's dude in play"
    And the play is refused by rule "callout.caller"
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    Then Player2 is asked to "Select an option"
    And the last log line is "Player1's Jake Smiley calls out Olivia Jenks"

  @rule:callout.home
  Scenario: A dude cannot be called out at their own home
    Given Player1 has these dudes:
      | dude        | at             |
      | Jake Smiley | Player2's home |
    And Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 tries to call out "Olivia Jenks" with "Jake Smiley"
    Then the play is refused because "Olivia Jenks is at their own home"
    And the play is refused by rule "callout.home"
    And "Olivia Jenks" is unbooted
    When Player1 passes
    And Player2 calls out "Jake Smiley" with "Olivia Jenks"
    Then Player1 is asked to "Select an option"
    And the log contains in order:
      """
      Player1 passes
      Player2's Olivia Jenks calls out Jake Smiley
      """

  @rule:callout.home
  Scenario: A dude visiting the caller's home can be called out there
    Given Player1 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player1's home |
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 refuses
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And the log contains in order:
      """
      Player1's Jake Smiley calls out Olivia Jenks
      Player2 refuses: Olivia Jenks runs home booted
      """

  @rule:callout.refuse
  Scenario: A booted callee cannot refuse
    Given Player2 has these dudes:
      | dude         | at          | booted |
      | Olivia Jenks | Town Square | yes    |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    Then Player2 is asked to "Select an option"
    And Player2 may choose "accept"
    And Player2 may not choose "refuse"
    When Player2 accepts
    Then Player2 is asked to "Select a casualty"
    And "Olivia Jenks" is at "Town Square"
    And the log contains "Player2 accepts: Olivia Jenks faces Jake Smiley"
