@card:01025 @blind
Feature: Irving Patterson (blind proof)
  When Irving joins a posse, gain 1 ghost rock.

  Background:
    Given the board "shootout"
    And a game between "Morgan Cattle Co." and "The Sloane Gang"
    And Player1 has 5 ghost rock
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's next draw hand is "KS KH KC 7C 7H"
    And Player2's next draw hand is "2H 3D 5C 9S QS"

  Scenario: Irving joining a posse gains his controller 1 ghost rock
    Given Player1 has these dudes:
      | dude             | at          |
      | Lane Healey      | Town Square |
      | Irving Patterson | Town Square |
    When Player1 calls out "Pancho Castillo" with "Lane Healey"
    And Player2 accepts
    And Player1 adds "Irving Patterson" to the posse
    Then Player1's posse is "Lane Healey, Irving Patterson"
    And Player1 has 6 ghost rock
    And Player1 is asked to "Select a dude"

  Scenario: Irving staying out of the posse gains nothing
    Given Player1 has these dudes:
      | dude             | at          |
      | Lane Healey      | Town Square |
      | Irving Patterson | Town Square |
    When Player1 calls out "Pancho Castillo" with "Lane Healey"
    And Player2 accepts
    And Player1 is done
    Then Player1's posse is "Lane Healey"
    And Player1 has 5 ghost rock
    And Player2 is asked to "Select a casualty"

  Scenario: Irving leading the shootout joins his posse too
    Given Player1 has these dudes:
      | dude             | at          |
      | Irving Patterson | Town Square |
    When Player1 calls out "Pancho Castillo" with "Irving Patterson"
    And Player2 accepts
    Then Player1's posse is "Irving Patterson"
    And Player1 has 6 ghost rock
    And Player2 is asked to "Select a casualty"

  Scenario: Irving called out joins his posse as the mark
    Given Player1 has these dudes:
      | dude             | at          |
      | Irving Patterson | Town Square |
    And it is Player2's turn
    When Player2 calls out "Irving Patterson" with "Pancho Castillo"
    And Player1 accepts
    Then Player1's posse is "Irving Patterson"
    And Player1 has 6 ghost rock
    And Player2 is asked to "Select a casualty"
