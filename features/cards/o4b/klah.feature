@card:21016
Feature: Klah
  Shootout, Boot: Boot Klah's Sidekick to give your dude with a Sidekick +1 bullets.

  Klah prints 2 bullets, Jon Longstride 2. Bluetick is a Sidekick.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments |
      | Klah           | Town Square | Bluetick    |
      | Jon Longstride | Town Square | Bluetick    |
      | Olivia Jenks   | Town Square |             |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Bluetick    |
    And a shootout at "Town Square" led by "Klah" against "Steven Wiles"

  Scenario: Klah boots his Sidekick to give another of your dudes with one +1 bullets for the shootout
    When Player1 uses "Klah"
    And Player1 selects "Jon Longstride"
    And Player1 selects "Bluetick"
    Then "Jon Longstride" has 3 bullets
    And "Klah" has 2 bullets
    And "Klah" is booted
    And the log contains in order:
      """
      Player1 uses Klah on Jon Longstride
      Player1 gives Jon Longstride +1 bullets
      """
    And "Jon Longstride" has "bullets +1" from "Klah" until end of shootout
    And Player1 is asked to "Select a card"

  Scenario: Only your dudes with a Sidekick can be given the bullet
    When Player1 uses "Klah"
    Then the options are:
      """
      Klah
      Jon Longstride
      cancel
      """
