@card:24074 @blind
Feature: Clyde Owens (blind proof)
  Clyde Owens (Weird West Edition): "Noon: Clyde calls out a dude at his location. A
  wanted dude cannot refuse the callout."

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                             | at          |
      | Clyde Owens (Weird West Edition) | Town Square |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"

  Scenario: A wanted dude at Clyde's location cannot refuse
    Given Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
    When Player1 uses "Clyde Owens (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then Player2 may choose "accept"
    And Player2 may not choose "refuse"
    When Player2 tries to refuse
    Then the play is refused by rule "callout.must_accept"
    And "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is unbooted
    And Player2 is asked to "Select an option"

  Scenario: A dude who is not wanted may refuse Clyde's callout
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 uses "Clyde Owens (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player2 refuses
    Then "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" is booted

  Scenario: The wanted callee accepts and Clyde leads the shootout
    Given Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 2      |
    When Player1 uses "Clyde Owens (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player2 accepts
    Then Player1's posse is "Clyde Owens (Weird West Edition)"
    And Player2's posse is "Pancho Castillo"
    And Player2 is asked to "Select a casualty"

  Scenario: Only a dude at Clyde's location can be called out
    Given Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
      | Olivia Jenks    | home        | 1      |
    When Player1 uses "Clyde Owens (Weird West Edition)"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Pancho Castillo"
    And Player2 accepts
    Then Player2's posse is "Pancho Castillo"
    And Player2 is asked to "Select a dude"
