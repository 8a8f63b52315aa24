@card:23028
Feature: New Varney Nosferatu
  Abomination, 3 bullets, stud. If the New Varney Nosferatu is in a Public location at the
  beginning of High Noon, send it home booted.

  Bank of California is a Public deed; the town square is neither Public nor Private.

  Background:
    Given the board "shootout"
    And the phase is Upkeep

  Scenario: At a Public deed as High Noon begins, it is sent home booted
    Given Player1 has these dudes:
      | dude                 | at                 |
      | New Varney Nosferatu | Bank of California |
    And the phase is Gamblin'
    When the game advances to Upkeep
    Then "New Varney Nosferatu" is at "Bank of California"
    When the game advances to High Noon
    Then "New Varney Nosferatu" is at "Player1's home"
    And "New Varney Nosferatu" is booted
    And the log contains "Player1 sends New Varney Nosferatu home booted"

  @ruling:deadwood-town-square-is-neither
  Scenario: In the town square it stays where it is
    Given Player1 has these dudes:
      | dude                 | at          |
      | New Varney Nosferatu | Town Square |
    When the game advances to High Noon
    Then "New Varney Nosferatu" is at "Town Square"
    And "New Varney Nosferatu" is unbooted
