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
    When Player1 plays "I'm Your Huckleberry"
    Then Player1 is asked to "Select a dude"
    When Player1 selects "Olivia Jenks"
    Then Player1's posse is "Pancho Castillo, Olivia Jenks"
    And Player2's posse is "Steven Wiles"

  Scenario: Your hand cheats too: your opponent chooses the dude
    Given Player1's next draw hand is "9H 9H 2D 5C 7H"
    And Player2's next draw hand is "KS KS KD 9C 8C"
    When Player1 plays "I'm Your Huckleberry"
    Then Player2 is asked to "Select a dude"
    When Player2 selects "Olivia Jenks"
    Then Player1's posse is "Pancho Castillo, Olivia Jenks"

  Scenario: Against a legal hand it cannot be played
    Given Player1's next draw hand is "9H 9S 2D 5C 7H"
    And Player2's next draw hand is "KS KC KD 9C 8C"
    When Player1 tries to play "I'm Your Huckleberry"
    Then the play is refused by rule "ability.cheatin"
