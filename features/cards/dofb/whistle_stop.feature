@card:25042
Feature: Whistle Stop
  Shootout: Discard this card. All opposing dudes get -1 bullets. Pull. If the pull is ♣, all
  of your dudes get -1 bullets.

  Jon Longstride prints 2 bullets, Steven Wiles 3, Olivia Jenks 2, Allie Hensman 2. Only
  Jon and Olivia are in the posses: Allie and Steven stand by at the town square.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments  |
      | Jon Longstride | Town Square | Whistle Stop |
      | Allie Hensman  | Town Square |              |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "Olivia Jenks"

  @ruling:whistle-stop-hits-the-posses
  Scenario: The opposing posse gets -1 bullets; a pull that is not a club spares yours
    Given Player1's deck starts with "5D"
    When Player1 uses "Whistle Stop"
    Then "Whistle Stop" is in Player1's discard pile
    And "Olivia Jenks" has 1 bullets
    And "Olivia Jenks" has "bullets -1" from "Whistle Stop" until end of shootout
    And "Steven Wiles" has 3 bullets
    And "Jon Longstride" has 2 bullets
    And "Allie Hensman" has 2 bullets
    And the log contains in order:
      """
      Player1 discards Whistle Stop
      Player1 gives each opposing dude -1 bullets
      """
    And the log does not contain "Player1 pulls a club: each of their dudes gets -1 bullets"
    And Player1 is asked to "Select a card"

  Scenario: A club pulled gives your posse -1 bullets too, for the shootout
    Given Player1's deck starts with "5C"
    When Player1 uses "Whistle Stop"
    Then "Olivia Jenks" has 1 bullets
    And "Jon Longstride" has 1 bullets
    And "Allie Hensman" has 2 bullets
    And "Jon Longstride" has "bullets -1" from "Whistle Stop" until end of shootout
    And the log contains "Player1 pulls a club: each of their dudes gets -1 bullets"
    And Player1 is asked to "Select a card"
