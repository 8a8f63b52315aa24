@card:22009
Feature: Harlan Stanton
  Harlan is a stud while at a Ranch.  Shootout: If this shootout is at a Ranch, Harlan joins
  your posse (moving if necessary).

  Harlan prints a draw with 1 bullet. Blake Ranch is an Out of Town Ranch.

  Background:
    Given the phase is High Noon
    And Player1's out of town deeds is "Blake Ranch"

  Scenario: At a Ranch Harlan is a stud, elsewhere a draw
    Given Player1 has these dudes:
      | dude           | at             |
      | Harlan Stanton | Blake Ranch    |
    Then "Harlan Stanton" is a stud
    When Player1 moves "Harlan Stanton" to "Player1's home"
    Then "Harlan Stanton" is a draw

  Scenario: A shootout at a Ranch: Harlan joins the posse from home, booted, without booting
    Given Player1 has these dudes:
      | dude           | at             | booted |
      | Jake Smiley    | Blake Ranch    |        |
      | Harlan Stanton | Player1's home | yes    |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Blake Ranch |
    And a shootout at "Blake Ranch" led by "Pancho Castillo" against "Jake Smiley"
    When Player1 uses "Harlan Stanton"
    Then Player1's posse is "Jake Smiley, Harlan Stanton"
    And "Harlan Stanton" is at "Blake Ranch"
    And "Harlan Stanton" is booted
    And "Harlan Stanton" is a stud
    And the log contains in order:
      """
      Player1 uses Harlan Stanton
      Harlan Stanton joins Player1's posse
      """
    And Player1 is asked to "Select a dude"

  Scenario: A shootout away from a Ranch: Harlan stays home
    Given Player1 has these dudes:
      | dude           | at             |
      | Jake Smiley    | Town Square    |
      | Harlan Stanton | Player1's home |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Jake Smiley"
    When Player1 uses "Harlan Stanton"
    Then Player1's posse is "Jake Smiley"
    And "Harlan Stanton" is at "Player1's home"
    And the log does not contain "Harlan Stanton joins"
    And Player2 is asked to "Select a casualty"

  Scenario: Harlan already in the posse cannot use it
    Given Player1 has these dudes:
      | dude           | at          |
      | Harlan Stanton | Blake Ranch |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Blake Ranch |
    And a shootout at "Blake Ranch" led by "Pancho Castillo" against "Harlan Stanton"
    And Player1's hand is "Pistol Whip"
    Then Player1 is asked to "Select a play"
    When Player1 tries to use "Harlan Stanton"
    Then the play is refused by rule "ability.condition"
