@card:21006
Feature: Jonah's Alliance
  Outfit. Noon, Boot: Boot your dude at a non-home location. That dude becomes a stud, uses
  bullets instead of influence to control deeds, and gains 2 bounty, to a maximum of 4
  bounty. You may boot your Hex (at any location) to remove all traits, abilities, and
  bonuses from an attachment at that dude's location.

  Olivia Jenks: a draw, 2 bullets, 2 influence. Steven Wiles: 3 bullets, 3 influence, 4 with
  the Bowie Knife's +1. Soul Blast is a Hex. Player2 owns General Store.

  Background:
    Given a game between "Jonah's Alliance" and "Law Dogs"
    And the phase is High Noon
    And Player2's street is "home, General Store"

  Scenario: Your dude becomes a stud, controls the deed with his bullets and gains 2 bounty; your Hex blanks an attachment there
    Given Player1 has these dudes:
      | dude           | at            | attachments | bounty |
      | Olivia Jenks   | General Store |             | 1      |
      | Jon Longstride | home          | Soul Blast  | 0      |
    And Player2 has these dudes:
      | dude          | at            | attachments |
      | Steven Wiles  | General Store | Bowie Knife |
    Then "Steven Wiles" has 4 bullets
    And Player2 controls "General Store"
    When Player1 uses "Jonah's Alliance"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Soul Blast"
    And Player1 selects "Bowie Knife"
    Then "Olivia Jenks" is booted
    And "Olivia Jenks" is a stud
    And "Olivia Jenks" has 3 bounty
    And "Soul Blast" is booted
    And "Steven Wiles" has 3 bullets
    And "Olivia Jenks" has "stud, control by bullets" from "Jonah's Alliance" until end of day
    And "Bowie Knife" has "blank" from "Jonah's Alliance" until end of day
    And the log contains in order:
      """
      Player1 uses Jonah's Alliance
      Player1's Olivia Jenks becomes a stud, controls deeds with bullets and gains 2 bounty
      Player1 boots Soul Blast to blank Bowie Knife
      """

  Scenario: The bounty stops at 4, and the Hex is optional
    Given Player1 has these dudes:
      | dude           | at            | attachments | bounty |
      | Olivia Jenks   | General Store |             | 3      |
      | Jon Longstride | home          | Soul Blast  | 0      |
    And Player2 has these dudes:
      | dude          | at            | attachments |
      | Steven Wiles  | General Store | Bowie Knife |
    When Player1 uses "Jonah's Alliance"
    And Player1 selects "Olivia Jenks"
    And Player1 is done
    Then "Olivia Jenks" has 4 bounty
    And "Soul Blast" is unbooted
    And "Steven Wiles" has 4 bullets
    And the log contains "Player1's Olivia Jenks becomes a stud, controls deeds with bullets and gains 1 bounty"

  Scenario: Controlling with bullets, your dude takes a deed his influence would not
    Given Player1 has these dudes:
      | dude           | at            |
      | Sloane         | General Store |
    And Player2 has these dudes:
      | dude          | at            |
      | Steven Wiles  | General Store |
    When Player1 uses "Jonah's Alliance"
    And Player1 selects "Sloane"
    Then Player1 controls "General Store"

  Scenario: A dude at home cannot be booted for it
    Given Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 tries to use "Jonah's Alliance"
    Then the play is refused by rule "ability.cost"

  Scenario: A dude over 4 bounty gains none; only your unbooted Hex, and only an attachment at his location, may be chosen
    Given Player1 has these dudes:
      | dude           | at            | attachments | bounty |
      | Olivia Jenks   | General Store |             | 5      |
      | Jon Longstride | home          | Soul Blast, Bluetick | 0 |
    And Player2 has these dudes:
      | dude          | at            | attachments |
      | Steven Wiles  | General Store | Bowie Knife |
      | Clint Ramsey  | home          | Soul Blast  |
    When Player1 uses "Jonah's Alliance"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 5 bounty
    And the options are:
      """
      Soul Blast
      done
      """
    When Player1 selects "Soul Blast"
    Then the options are:
      """
      Bowie Knife
      """
