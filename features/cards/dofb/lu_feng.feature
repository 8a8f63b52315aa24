@card:25003
Feature: Lu Feng
  Noon, Boot: Boot this deed or another dude at Lu Feng's location.

  On the main street board Player1's street is home - General Store - Telegraph Office.

  Background:
    Given the board "main street"
    And Player1 has these dudes:
      | dude        | at            |
      | Lu Feng     | General Store |
      | Jake Smiley | Town Square   |
    And Player2 has these dudes:
      | dude            | at            | booted | attachments |
      | Olivia Jenks    | General Store | no     | Bluetick    |
      | Pancho Castillo | General Store | yes    |             |

  Scenario: Lu Feng boots the deed he stands at
    When Player1 uses "Lu Feng"
    Then the options are:
      """
      General Store
      Olivia Jenks
      cancel
      """
    When Player1 selects "General Store"
    Then "General Store" is booted
    And "Lu Feng" is booted
    And "Olivia Jenks" is unbooted
    And the log contains "Player1 uses Lu Feng to boot General Store"

  Scenario: Lu Feng boots another dude at his location, one who cannot be chosen too
    Given "Olivia Jenks" gets "cannot be chosen by opponents" from "Olivia Jenks" until end of day
    When Player1 uses "Lu Feng"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And "General Store" is unbooted
