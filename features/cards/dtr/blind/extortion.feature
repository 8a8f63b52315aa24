@card:01132 @blind
Feature: Extortion (blind proof)
  Noon: Choose a deed that you control but do not own. Gain ghost rock equal to its
  production.

  Background:
    Given the board "shootout"
    And Player1's hand is "Extortion"

  Scenario: Gain the production of an opponent's deed you control
    Given Player1 has these dudes:
      | dude         | at                 |
      | Steven Wiles | Bank of California |
    When Player1 plays "Extortion"
    And Player1 selects "Bank of California"
    Then Player1 has 8 ghost rock
    And Player2 has 5 ghost rock
    And "Extortion" is in Player1's discard pile

  Scenario: A deed you own cannot be chosen
    Given Player1 has these dudes:
      | dude         | at                 |
      | Steven Wiles | Bank of California |
      | Clint Ramsey | General Store      |
    When Player1 plays "Extortion"
    Then Player1 is asked to "Select a deed"
    And Player1 may choose "Bank of California"
    And Player1 may not choose "General Store"
    And Player1 may not choose "Railroad Station"

  Scenario: An opponent's deed you do not control cannot be chosen
    Given Player1 has these dudes:
      | dude          | at                 |
      | Steele Archer | Bank of California |
    And Player2 has these dudes:
      | dude         | at                 |
      | Olivia Jenks | Bank of California |
    When Player1 tries to play "Extortion"
    Then the play is refused by rule "ability.target"
    And Player1 has 5 ghost rock
