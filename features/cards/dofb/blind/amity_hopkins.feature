@card:25017 @blind
Feature: Amity Hopkins (blind proof)
  Noon: Boot a wanted dude at this location.

  Pancho Castillo and Sloane are wanted; Olivia Jenks is not.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Amity Hopkins | Town Square |
    And Player2 has these dudes:
      | dude            | at             | bounty |
      | Pancho Castillo | Town Square    | 1      |
      | Olivia Jenks    | Town Square    | 0      |
      | Sloane          | Player2's home | 2      |

  Scenario: A wanted dude at Amity's location is booted, Amity stays unbooted
    When Player1 uses "Amity Hopkins"
    Then Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Sloane"
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Olivia Jenks" is unbooted
    And "Amity Hopkins" is unbooted

  Scenario: Without a wanted dude at her location the ability does nothing
    Given Player2 has these dudes:
      | dude            | at             | bounty |
      | Olivia Jenks    | Town Square    | 0      |
      | Pancho Castillo | Player2's home | 1      |
    When Player1 tries to use "Amity Hopkins"
    Then the play is refused by rule "ability.target"
    And "Pancho Castillo" is unbooted

  Scenario: Her own player's wanted dude may be booted too
    Given Player1 has these dudes:
      | dude          | at          | bounty |
      | Amity Hopkins | Town Square | 0      |
      | Clint Ramsey  | Town Square | 1      |
    When Player1 uses "Amity Hopkins"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is booted

  Scenario: The ability is used once per day
    Given Player1 has used "Amity Hopkins" today
    When Player1 tries to use "Amity Hopkins"
    Then the play is refused by rule "noon.once_per_day"
