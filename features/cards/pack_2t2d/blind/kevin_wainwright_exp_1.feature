@card:20017 @blind
Feature: Kevin Wainwright (Exp.1) (blind proof)
  Dude, draw, 3 bullets. Noon/Shootout: Move Kevin to a location with a Huckster or
  Abomination dude. If this is a shootout play, the location must be the shootout
  location. Kevin joins your posse. Kevin becomes a stud and if there is an opposing dude
  with grit 11 or higher at that location, draw two cards.

  Steele Archer is a Huckster; Jon Longstride has grit 11 (8 + 2 + 1), Pancho Castillo 10.

  Scenario: At Noon he moves to a Huckster's location, becomes a stud and draws two cards
    Given the phase is High Noon
    And Player1's hand is empty
    And Player1's deck starts with "2H 3H 4H"
    And Player1 has these dudes:
      | dude                    | at   |
      | Kevin Wainwright (Exp.1) | home |
    And Player2 has these dudes:
      | dude           | at          |
      | Steele Archer  | Town Square |
      | Jon Longstride | Town Square |
      | Clint Ramsey   | home        |
    When Player1 uses "Kevin Wainwright (Exp.1)"
    Then Player1 may not choose "Player2's home"
    When Player1 chooses "Town Square"
    Then "Kevin Wainwright (Exp.1)" is at "Town Square"
    And "Kevin Wainwright (Exp.1)" is a stud
    And Player1 has 2 cards in hand
    And Player2 is asked to "Select an action"

  Scenario: Without an opposing dude of grit 11 there, no cards
    Given the phase is High Noon
    And Player1's hand is empty
    And Player1's deck starts with "2H 3H 4H"
    And Player1 has these dudes:
      | dude                     | at   |
      | Kevin Wainwright (Exp.1) | home |
    And Player2 has these dudes:
      | dude            | at          |
      | Steele Archer   | Town Square |
      | Pancho Castillo | Town Square |
    When Player1 uses "Kevin Wainwright (Exp.1)"
    And Player1 chooses "Town Square"
    Then "Kevin Wainwright (Exp.1)" is a stud
    And Player1 has 0 cards in hand

  Scenario: In a shootout he joins the posse at the shootout's location
    Given the phase is High Noon
    And Player1's hand is empty
    And Player1's deck starts with "2H 3H 4H"
    And Player1 has these dudes:
      | dude                     | at          |
      | Kevin Wainwright (Exp.1) | home        |
      | Bobo                     | Town Square |
    And Player2 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    And a shootout at "Town Square" led by "Bobo" against "Jon Longstride"
    When Player1 uses "Kevin Wainwright (Exp.1)"
    And Player1 chooses "Town Square"
    Then Player1's posse is "Bobo, Kevin Wainwright (Exp.1)"
    And "Kevin Wainwright (Exp.1)" is at "Town Square"
    And "Kevin Wainwright (Exp.1)" is a stud
    And Player1 has 2 cards in hand
    And Player1 is asked to "Select a dude"

  Scenario: An Abomination of yours marks a location too; your own high-grit dude draws nothing; the stud lasts the day
    Given the phase is High Noon
    And Player1's hand is empty
    And Player1's deck starts with "2H 3H 4H"
    And Player1 has these dudes:
      | dude                     | at          |
      | Kevin Wainwright (Exp.1) | home        |
      | Bobo                     | Town Square |
      | Jon Longstride           | Town Square |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |
    When Player1 uses "Kevin Wainwright (Exp.1)"
    Then Player1 may not choose "Player2's home"
    When Player1 chooses "Town Square"
    Then "Kevin Wainwright (Exp.1)" is at "Town Square"
    And "Kevin Wainwright (Exp.1)" is a stud
    And Player1 has 0 cards in hand
    When the game advances to the Gamblin' phase of day 2
    Then "Kevin Wainwright (Exp.1)" is a draw

  Scenario: In a shootout without a Huckster or an Abomination at its location he cannot come
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                     | at          |
      | Kevin Wainwright (Exp.1) | home        |
      | Pancho Castillo          | Town Square |
    And Player2 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Jon Longstride"
    Then Player1's posse is "Pancho Castillo"
    And "Kevin Wainwright (Exp.1)" is at "Player1's home"
    And the log contains "Player1 has no shootout play and passes"
    And Player1 is asked to "Select a casualty"
