@card:24039 @blind
Feature: Landon Grimes (blind proof)
  Shootout: Your Abomination or Huckster joins Landon's posse.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude               | at          |
      | Landon Grimes      | Town Square |
      | Mongwau the Mighty | home        |
      | Olivia Jenks       | home        |
      | Pagliaccio (Weird West Edition) | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Landon Grimes" against "Steven Wiles"

  Scenario: A Huckster from elsewhere joins Landon's posse
    When Player1 uses "Landon Grimes"
    And Player1 selects "Mongwau the Mighty"
    Then Player1's posse is "Landon Grimes, Mongwau the Mighty"
    And "Mongwau the Mighty" is at "Town Square"
    And "Mongwau the Mighty" is unbooted
    And Player1 is asked to "Select a dude"

  Scenario: A dude who is neither Abomination nor Huckster cannot be brought in
    When Player1 uses "Landon Grimes"
    Then Player1 may choose "Mongwau the Mighty"
    And Player1 may not choose "Olivia Jenks"
    And Player1 is asked to "Select a dude"

  Scenario: An Abomination joins too
    When Player1 uses "Landon Grimes"
    And Player1 selects "Pagliaccio (Weird West Edition)"
    Then Player1's posse is "Landon Grimes, Pagliaccio (Weird West Edition)"
    And Player1 is asked to "Select a play"
