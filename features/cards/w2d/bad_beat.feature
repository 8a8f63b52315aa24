@card:23052
Feature: Bad Beat
  Cheatin' Resolution: Discard the cheatin' player's draw hand and replace it with the top
  five cards of their deck. If the replacement draw hand is cheatin', take up to 2 ghost rock
  from that player.

  3H 3H is a pair of the same value and suit: a cheatin' hand.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Bad Beat"
    And Player2 has 5 ghost rock
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "2S 2C 5S 8C JD"

  Scenario: A cheatin' replacement hand costs the cheater 2 ghost rock
    Given Player2's draw hands are "3H 3H 6C 9S KH" and then "4H 4H 7C 8S QH"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player1 plays "Bad Beat"
    Then Player2's draw hand is "4H 4H 7C 8S QH"
    And Player2 has 3 ghost rock
    And Player1 has 2 ghost rock
    And the log contains "Player1 takes 2 ghost rock from Player2"
    And Player1 is asked to "Select a casualty"

  Scenario: A legal replacement hand costs nothing
    Given Player2's draw hands are "3H 3H 6C 9S KH" and then "4H 4D 7C 8S QH"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player1 plays "Bad Beat"
    Then Player2's draw hand is "4H 4D 7C 8S QH"
    And Player2 has 5 ghost rock
    And the log does not contain "ghost rock from Player2"
    And Player1 is asked to "Select a casualty"

  Scenario: Against a legal hand it cannot be played
    Given Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    Then the log contains "Player1 has no resolution play and passes"
    And "Bad Beat" is in Player1's hand
    And Player1 is asked to "Select a casualty"
