@card:01143 @blind
Feature: A Secret Tunnel (blind proof)
  Noon: Move your dude from one in-town deed you own to another in-town deed you own
  (without booting). Make another Noon play.

  Background:
    Given the board "main street"
    And Player1's hand is "A Secret Tunnel"
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Your dude goes through the tunnel without booting, and you play again
    Given Player1 has these dudes:
      | dude         | at            |
      | Clint Ramsey | General Store |
    When Player1 plays "A Secret Tunnel"
    And Player1 selects "Clint Ramsey"
    And Player1 selects "Telegraph Office"
    Then "Clint Ramsey" is at "Telegraph Office"
    And "Clint Ramsey" is unbooted
    And Player1 has 9 ghost rock
    And Player1 is asked to "Select an action"
    When Player1 moves "Clint Ramsey" to "Town Square"
    Then "Clint Ramsey" is at "Town Square"

  Scenario: An out-of-town deed is not a destination
    Given Player1 has these dudes:
      | dude         | at            |
      | Clint Ramsey | General Store |
    When Player1 plays "A Secret Tunnel"
    And Player1 selects "Clint Ramsey"
    Then Player1 may choose "Telegraph Office"
    And Player1 may not choose "Blake Ranch"
    And Player1 may not choose "General Store"
    And Player1 may not choose "Railroad Station"
    And Player1 is asked to "Select a location"

  Scenario: A dude who is not at an in-town deed you own cannot use the tunnel
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | home        |
      | Jake Smiley  | Town Square |
      | Steven Wiles | Blake Ranch |
    When Player1 tries to play "A Secret Tunnel"
    Then the play is refused by rule "ability.target"
    And Player1 has 10 ghost rock
