@card:01138 @blind
Feature: Clear Out! (blind proof)
  Noon: Move your dude to a deed that you own but do not control.

  Background:
    Given the board "shootout"
    And Player1's hand is "Clear Out!"

  Scenario: Your dude moves, without booting, to your deed the opponent controls
    Given Player1 has these dudes:
      | dude         | at               |
      | Clint Ramsey | Railroad Station |
    And Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store |
    When Player1 plays "Clear Out!"
    And Player1 selects "Clint Ramsey"
    And Player1 selects "General Store"
    Then "Clint Ramsey" is at "General Store"
    And "Clint Ramsey" is unbooted
    And Player2 controls "General Store"

  Scenario: A deed you own and control is no destination
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    When Player1 tries to play "Clear Out!"
    Then the play is refused by rule "ability.target"
    And "Clint Ramsey" is at "Town Square"

  Scenario: A deed you do not own is no destination, even one the opponent controls
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at               |
      | Steven Wiles | Railroad Station |
    When Player1 tries to play "Clear Out!"
    Then the play is refused by rule "ability.target"
    And "Clint Ramsey" is at "Town Square"
