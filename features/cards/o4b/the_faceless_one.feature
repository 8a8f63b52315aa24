@card:21019
Feature: The Faceless One
  Shootout: Choose an opposing dude. The Faceless One gets a bullet bonus equal to that dude's
  bullets, to a maximum bonus of 4. If that dude has grit 11 or higher, that dude has a maximum
  bullet rating of 4.

  The Faceless One prints 0 bullets. Steven Wiles: value 8, 3 bullets, 3 influence (grit 14).
  Pancho Castillo: value 5, 3 bullets, 2 influence (grit 10). Sloane prints 4 bullets (grit 20);
  Bowie Knife gives +1 bullets.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude             | at          |
      | The Faceless One | Town Square |

  Scenario: The Faceless One takes a gritty dude's bullets as a bonus, and caps him at 4 for the shootout
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "The Faceless One" against "Steven Wiles"
    When Player1 uses "The Faceless One"
    And Player1 selects "Steven Wiles"
    Then "The Faceless One" has 3 bullets
    And "Steven Wiles" has 3 bullets
    And the log contains in order:
      """
      Player1 uses The Faceless One on Steven Wiles
      Player1 gives The Faceless One +3 bullets
      Player1 gives Steven Wiles a maximum of 4 bullets
      """
    And "The Faceless One" has "bullets +3" from "The Faceless One" until end of shootout
    And Player1 is asked to "Select a card"
    And "Steven Wiles" has "bullets at most 4" from "The Faceless One" until end of shootout

  Scenario: The bonus is at most 4, and a dude with more than 4 bullets and grit 11 or more reads 4
    Given Player2 has these dudes:
      | dude   | at          | attachments |
      | Sloane | Town Square | Bowie Knife |
    And a shootout at "Town Square" led by "The Faceless One" against "Sloane"
    Then "Sloane" has 5 bullets
    When Player1 uses "The Faceless One"
    And Player1 selects "Sloane"
    Then "The Faceless One" has 4 bullets
    And "Sloane" has 4 bullets
    And Player1 is asked to "Select a card"

  Scenario: A dude with grit under 11 keeps his bullets uncapped
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "The Faceless One" against "Pancho Castillo"
    When Player1 uses "The Faceless One"
    And Player1 selects "Pancho Castillo"
    Then "The Faceless One" has 3 bullets
    And the log contains "Player1 gives The Faceless One +3 bullets"
    And the log does not contain "Player1 gives Pancho Castillo a maximum of 4 bullets"
    And Player1 is asked to "Select a card"

  Scenario: A dude with grit exactly 11 is capped
    Given Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Bowie Knife |
    And a shootout at "Town Square" led by "The Faceless One" against "Pancho Castillo"
    When Player1 uses "The Faceless One"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 11 grit
    And the log contains "Player1 gives Pancho Castillo a maximum of 4 bullets"
    And Player1 is asked to "Select a card"

  Scenario: Only an opposing dude in the shootout can be chosen
    Given Player1 has these dudes:
      | dude             | at          |
      | The Faceless One | Town Square |
      | Olivia Jenks     | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Steven Wiles    | Town Square |
      | Pancho Castillo | home        |
    And a shootout at "Town Square" led by "The Faceless One" against "Steven Wiles"
    When Player1 uses "The Faceless One"
    Then the options are:
      """
      Steven Wiles
      cancel
      """
