@card:01029 @blind
Feature: Jon Longstride (blind proof)
  Noon: Unboot Jon's Horse. You may use the Horse's ability an additional time.

  Mustang (Horse): "Noon, Boot: Move this dude (without booting)."

  Background:
    Given the board "main street"
    And a game between "Morgan Cattle Co." and "Law Dogs"
    And Player1 has these dudes:
      | dude           | at   | attachments      |
      | Jon Longstride | home | Mustang (booted) |

  Scenario: Jon unboots his Horse and its ability can be used again
    Given Player1 has used "Mustang" today
    When Player1 uses "Jon Longstride"
    Then "Mustang" is unbooted
    When Player2 passes
    And Player1 uses "Mustang"
    And Player1 selects "Blake Ranch"
    Then "Jon Longstride" is at "Blake Ranch"
    And "Jon Longstride" is unbooted
    And "Mustang" is booted

  Scenario: Without Jon, an unbooted Horse used today cannot be used again
    Given Player1 has these dudes:
      | dude           | at   | attachments |
      | Jon Longstride | home | Mustang     |
    And Player1 has used "Mustang" today
    When Player1 tries to use "Mustang"
    Then the play is refused by rule "noon.once_per_day"
    And "Jon Longstride" is at "Player1's home"

  Scenario: Jon without a Horse has nothing to unboot
    Given Player1 has these dudes:
      | dude           | at   |
      | Jon Longstride | home |
    When Player1 tries to use "Jon Longstride"
    Then the play is refused by rule "ability.condition"
