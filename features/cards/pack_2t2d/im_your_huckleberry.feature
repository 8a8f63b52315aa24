@card:20053
Feature: I'm Your Huckleberry
  Cheatin' Resolution: Your opponent chooses a dude in their posse. That dude joins your
  posse under your control for the remainder of the shootout. After the shootout ends, if
  that dude is still in play, send that dude home booted. If your hand is legal, you choose
  the opposing dude.

  3H 3H is a cheatin' pair; 2S 2C 5S 5C JD a legal two pair.

  Background:
    Given the phase is High Noon
    And Player1's hand is "I'm Your Huckleberry"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Clint Ramsey | Town Square |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Clint Ramsey"

  @rule:shootout.changes_sides
  Scenario: With a legal hand you choose; the dude fights for you, then goes home booted
    Given Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player2 picks "Steven Wiles" as shooter
    And Player1 plays "I'm Your Huckleberry"
    Then Player1 is asked to "Select a dude"
    And Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Clint Ramsey"
    Then Player1's posse is "Pancho Castillo, Clint Ramsey"
    And Player2's posse is "Steven Wiles"
    And Player1 has 2 dudes in play
    And "Clint Ramsey" has "fights for another player this shootout" from "I'm Your Huckleberry" until end of shootout
    And the log contains "Clint Ramsey joins Player1's posse for the rest of the shootout"
    When Player2 covers the casualties with "discard Steven Wiles"
    And Player1 is done
    Then "Clint Ramsey" is at "Player2's home"
    And "Clint Ramsey" is booted
    And Player2 has 2 dudes in play
    And Player1 has 1 dudes in play
    And the log contains "Clint Ramsey goes back to Player2, home booted"

  Scenario: With a cheatin' hand of your own, your opponent chooses
    Given Player1's next draw hand is "4S 4S 5S 5C JD"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player2 picks "Steven Wiles" as shooter
    And Player1 plays "I'm Your Huckleberry"
    Then Player2 is asked to "Select a dude"
    When Player2 selects "Steven Wiles"
    Then Player1's posse is "Pancho Castillo, Steven Wiles"
    And Player2 is asked to "Select a casualty"

  Scenario: Not against a legal hand
    Given Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player2 picks "Steven Wiles" as shooter
    Then the log contains "Player1 has no resolution play and passes"
    And "I'm Your Huckleberry" is in Player1's hand
    And Player2 is asked to "Select a casualty"

  Scenario: No opposing dude you may choose: nothing to play
    Given Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    And "Steven Wiles" gets "cannot be chosen by opponents" from "Steven Wiles" until end of day
    And "Clint Ramsey" gets "cannot be chosen by opponents" from "Clint Ramsey" until end of day
    When Player2 picks "Steven Wiles" as shooter
    Then the log contains "Player1 has no resolution play and passes"
    And "I'm Your Huckleberry" is in Player1's hand
    And Player2 is asked to "Select a casualty"
