@card:01029
Feature: Jon Longstride
  Noon: Unboot Jon's Horse. You may use the Horse's ability an additional time.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at   | attachments      |
      | Jon Longstride | home | Mustang (booted) |

  Scenario: Jon unboots his Mustang and rides it a second time today
    Given Player1 has used "Mustang" today
    When Player1 uses "Jon Longstride"
    Then "Mustang" is unbooted
    And "Jon Longstride" is unbooted
    And the log contains in order:
      """
      Player1 uses Jon Longstride
      Player1 unboots Mustang
      Player1 may use Mustang's ability an additional time
      """
    When Player2 passes
    And Player1 uses "Mustang"
    And Player1 chooses "Town Square"
    Then "Jon Longstride" is at "Town Square"
    And "Mustang" is booted
    And the last log line is "Player1 moves Jon Longstride to Town Square without booting"

  Scenario: The only ability a Repeat Horse's limit counts gets the additional use
    Given Player1 has these dudes:
      | dude           | at   | attachments               |
      | Jon Longstride | home | Mechanical Horse (booted) |
    When Player1 uses "Jon Longstride"
    Then "Mechanical Horse" is unbooted
    And the last log line is "Player1 may use Mechanical Horse's 2nd ability an additional time"

  Scenario: Jon's Horse must be booted for Jon to unboot it
    Given Player1 has these dudes:
      | dude           | at   | attachments |
      | Jon Longstride | home | Mustang     |
    When Player1 tries to use "Jon Longstride"
    Then the play is refused because "Jon Longstride's requirement is not met"
    And the play is refused by rule "ability.condition"
    And the log does not contain "Player1 uses Jon Longstride"

  Scenario: Without a Horse Jon has nothing to unboot
    Given Player1 has these dudes:
      | dude           | at   | attachments      |
      | Jon Longstride | home | Shotgun (booted) |
    When Player1 tries to use "Jon Longstride"
    Then the play is refused by rule "ability.condition"
    And "Shotgun" is booted

  Scenario: Jon's ability is used once per day
    Given Player1 has used "Jon Longstride" today
    When Player1 tries to use "Jon Longstride"
    Then the play is refused by rule "noon.once_per_day"
    And "Mustang" is booted
