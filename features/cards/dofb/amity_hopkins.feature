@card:25017
Feature: Amity Hopkins
  Noon: Boot a wanted dude at this location.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Amity Hopkins | Town Square |
    And Player2 has these dudes:
      | dude            | at             | bounty | booted |
      | Steven Wiles    | Town Square    | 1      | false  |
      | Clint Ramsey    | Town Square    | 0      | false  |
      | Jake Smiley     | Player2's home | 2      | false  |
      | Pancho Castillo | Town Square    | 1      | true   |

  Scenario: She boots a wanted dude at her location
    When Player1 uses "Amity Hopkins"
    Then the options are:
      """
      Steven Wiles
      cancel
      """
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" is booted
    And "Amity Hopkins" is unbooted
    And the log contains in order:
      """
      Player1 uses Amity Hopkins
      Player1 uses Amity Hopkins to boot Steven Wiles
      """
