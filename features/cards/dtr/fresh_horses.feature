@card:01130
Feature: Fresh Horses
  Noon: Unboot all your Horses at one location. Any abilities on the Horses that have been
  used can be used an extra time.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Fresh Horses"
    And Player1 has these dudes:
      | dude            | at          | attachments      |
      | Jake Smiley     | Town Square | Mustang (booted) |
      | Pancho Castillo | Town Square | Roan (booted)    |
      | Allie Hensman   | home        |                  |
    And Player2 has these dudes:
      | dude         | at          | attachments               |
      | Clint Ramsey | Town Square | Mechanical Horse (booted) |

  Scenario: Your Horses at the town square are unbooted and the used Mustang rides again
    Given Player1 has used "Mustang" today
    When Player1 plays "Fresh Horses"
    And Player1 chooses "Town Square"
    Then "Mustang" is unbooted
    And "Roan" is unbooted
    And "Mechanical Horse" is booted
    And "Fresh Horses" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 plays Fresh Horses
      Player1 unboots Mustang
      Player1 may use Mustang's ability an extra time
      Player1 unboots Roan
      """
    And the log does not contain "Roan's ability"
    When Player2 passes
    And Player1 uses "Mustang"
    And Player1 chooses "Player2's home"
    Then "Jake Smiley" is at "Player2's home"

  Scenario: Only a location with one of your booted Horses may be chosen
    Given Player1 has these dudes:
      | dude            | at          | attachments      |
      | Jake Smiley     | Town Square | Mustang (booted) |
      | Pancho Castillo | home        | Roan (booted)    |
    When Player1 plays "Fresh Horses"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "Town Square"
    And Player1 may choose "Player1's home"
    And Player1 may not choose "Player2's home"
    When Player1 chooses "Player1's home"
    Then "Roan" is unbooted
    And "Mustang" is booted

  Scenario: An unbooted Horse at the chosen location has its used ability refreshed too
    Given Player1 has these dudes:
      | dude            | at          | attachments   |
      | Jake Smiley     | Town Square | Mustang       |
      | Pancho Castillo | Town Square | Roan (booted) |
    And Player1 has used "Mustang" today
    When Player1 plays "Fresh Horses"
    And Player1 chooses "Town Square"
    Then the log contains "Player1 may use Mustang's ability an extra time"
    And the log does not contain "Player1 unboots Mustang"

  Scenario: Only Horses are unbooted, not the dude or the other goods beside them
    Given Player1 has these dudes:
      | dude        | at          | booted | attachments                        |
      | Jake Smiley | Town Square | yes    | Mustang (booted), Shotgun (booted) |
    When Player1 plays "Fresh Horses"
    And Player1 chooses "Town Square"
    Then "Mustang" is unbooted
    And "Jake Smiley" is booted
    And "Shotgun" is booted
    And the log does not contain "Player1 unboots Jake Smiley"

  Scenario: With no booted Horse of yours there is nothing to unboot
    Given Player1 has these dudes:
      | dude          | at          | booted | attachments      |
      | Jake Smiley   | Town Square |        | Mustang          |
      | Allie Hensman | home        | yes    | Shotgun (booted) |
    When Player1 tries to play "Fresh Horses"
    Then the play is refused because "Fresh Horses's requirement is not met"
    And the play is refused by rule "ability.condition"
    And "Fresh Horses" is in Player1's hand
    And "Mechanical Horse" is booted
    And "Allie Hensman" is booted
