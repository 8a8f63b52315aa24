@card:21014
Feature: Leychaa'i Youngheart
  Noon/Shootout: Move a non-Spirit Sidekick from your dude at this or an adjacent location to
  another of your dudes at this or an adjacent location.

  Player1's street is home, General Store, Telegraph Office: home is adjacent to General
  Store, not to Telegraph Office. Bluetick is a Sidekick; Crafty Hare a Spirit Sidekick.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store, Telegraph Office"

  Scenario: A Sidekick goes from your dude next door to another of your dudes here
    Given Player1 has these dudes:
      | dude                 | at            | attachments |
      | Leychaa'i Youngheart | home          |             |
      | Olivia Jenks         | General Store | Bluetick    |
      | Jon Longstride       | home          |             |
    When Player1 uses "Leychaa'i Youngheart"
    And Player1 selects "Bluetick"
    Then the options are:
      """
      Leychaa'i Youngheart
      Jon Longstride
      """
    When Player1 selects "Jon Longstride"
    Then "Bluetick" is attached to "Jon Longstride"
    And "Olivia Jenks" is at "General Store"
    And "Leychaa'i Youngheart" is unbooted
    And the log contains in order:
      """
      Player1 uses Leychaa'i Youngheart
      Player1 moves Bluetick to Jon Longstride
      """

  Scenario: A dude two locations away can neither give nor take a Sidekick
    Given Player1 has these dudes:
      | dude                 | at               | attachments |
      | Leychaa'i Youngheart | home             |             |
      | Olivia Jenks         | Telegraph Office | Bluetick    |
    When Player1 tries to use "Leychaa'i Youngheart"
    Then the play is refused by rule "ability.condition"
    And "Bluetick" is attached to "Olivia Jenks"

  Scenario: A Spirit Sidekick does not move
    Given Player1 has these dudes:
      | dude                 | at   | attachments |
      | Leychaa'i Youngheart | home | Crafty Hare |
      | Jon Longstride       | home |             |
    When Player1 tries to use "Leychaa'i Youngheart"
    Then the play is refused by rule "ability.condition"

  Scenario: Without another of your dudes nearby to take it, the Sidekick stays
    Given Player1 has these dudes:
      | dude                 | at               | attachments |
      | Leychaa'i Youngheart | home             | Bluetick    |
      | Jon Longstride       | Telegraph Office |             |
    When Player1 tries to use "Leychaa'i Youngheart"
    Then the play is refused by rule "ability.condition"

  Scenario: In a shootout, too
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                 | at          | attachments |
      | Leychaa'i Youngheart | Town Square |             |
      | Olivia Jenks         | Town Square | Bluetick    |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Leychaa'i Youngheart" against "Steven Wiles"
    When Player1 uses "Leychaa'i Youngheart"
    And Player1 selects "Bluetick"
    And Player1 selects "Leychaa'i Youngheart"
    Then "Bluetick" is attached to "Leychaa'i Youngheart"
    And Player1 is asked to "Select a card"
