@card:24046 @blind
Feature: Alan Campbell (blind proof)
  Noon: Call out a 0-influence dude at this location.

  Background:
    Given the board "main street"
    And Player1 has these dudes:
      | dude          | at          |
      | Alan Campbell | Town Square |

  Scenario: Alan calls out a 0-influence dude at his location, who accepts
    Given Player2 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 uses "Alan Campbell"
    And Player1 selects "Jake Smiley"
    And Player2 accepts
    Then Player1's posse is "Alan Campbell"
    And Player2's posse is "Jake Smiley"
    And Player2 is asked to "Select a casualty"

  Scenario: Alan calls out, the dude refuses and runs home booted
    Given Player2 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    When Player1 uses "Alan Campbell"
    And Player1 selects "Jake Smiley"
    And Player2 refuses
    Then "Jake Smiley" is at "Player2's home"
    And "Jake Smiley" is booted

  Scenario: A dude with influence cannot be called out with the ability
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to use "Alan Campbell"
    Then the play is refused by rule "ability.target"
    And "Olivia Jenks" is at "Town Square"

  Scenario: A 0-influence dude at another location cannot be called out
    Given Player2 has these dudes:
      | dude        | at               |
      | Jake Smiley | Railroad Station |
    When Player1 tries to use "Alan Campbell"
    Then the play is refused by rule "ability.target"
