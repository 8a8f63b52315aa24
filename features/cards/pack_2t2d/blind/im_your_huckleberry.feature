@card:20053 @blind
Feature: I'm Your Huckleberry (blind proof)
  Cheatin' Resolution: Your opponent chooses a dude in their posse. That dude joins your
  posse under your control for the remainder of the shootout. After the shootout ends, if
  that dude is still in play, send that dude home booted. If your hand is legal, you
  choose the opposing dude.

  Background:
    Given the phase is High Noon
    And Player1's hand is "I'm Your Huckleberry"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Olivia Jenks"

  Scenario: Your hand is legal: you choose the dude, who fights for you
    Given Player1's next draw hand is "9H 9S 2D 5C 7H"
    And Player2's next draw hand is "KS KS KD 9C 8C"
    When Player2 picks "Steven Wiles" as shooter
    And Player1 plays "I'm Your Huckleberry"
    Then Player1 is asked to "Select a dude"
    When Player1 selects "Olivia Jenks"
    Then Player1's posse is "Pancho Castillo, Olivia Jenks"
    And Player2's posse is "Steven Wiles"
    And Player1 may choose "discard Olivia Jenks"
    When Player1 covers the casualties with "ace Pancho Castillo"
    And Player1 is done
    And Player2 runs with "Steven Wiles"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And Player2 has 2 dudes in play

  Scenario: Your hand cheats too: your opponent chooses the dude
    Given Player1's next draw hand is "9H 9H 2D 5C 7H"
    And Player2's next draw hand is "KS KS KD 9C 8C"
    When Player2 picks "Steven Wiles" as shooter
    And Player1 plays "I'm Your Huckleberry"
    Then Player2 is asked to "Select a dude"
    When Player2 selects "Olivia Jenks"
    Then Player1's posse is "Pancho Castillo, Olivia Jenks"
    And Player1 is asked to "Select a casualty"

  Scenario: Against a legal hand it cannot be played
    Given Player1's next draw hand is "9H 9S 2D 5C 7H"
    And Player2's next draw hand is "KS KC KD 9C 8C"
    When Player2 picks "Steven Wiles" as shooter
    Then the log contains "Player1 has no resolution play and passes"
    And "I'm Your Huckleberry" is in Player1's hand
    And Player1 is asked to "Select a casualty"

  Scenario: A dude who flees while yours still goes to his owner's home when the shootout ends
    Given Player1's next draw hand is "9H 9S 2D 5C 7H"
    And Player2's next draw hand is "KS KS KD 9C 8C"
    When Player2 picks "Steven Wiles" as shooter
    And Player1 plays "I'm Your Huckleberry"
    And Player1 selects "Olivia Jenks"
    And Player1 covers the casualties with "ace Pancho Castillo"
    And Player1 runs with "Olivia Jenks"
    And Player2 is done
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And Player2 has 2 dudes in play
