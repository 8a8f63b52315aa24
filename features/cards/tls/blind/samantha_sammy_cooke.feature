@card:10016 @blind
Feature: Samantha "Sammy" Cooke (blind proof)
  Dude; 3 bullets.
  Noon, Boot, Pay 1 Ghost Rock: Discard a goods card attached to a dude at this location.
  Sammy gains 1 bounty. If the discarded goods card was a Horse, pull. If the pull is
  higher than the Horse's value, attach it to Sammy instead.

  Roan is a Horse of value 6.

  Background:
    Given the board "main street"
    And Player1 has these dudes:
      | dude                   | at          |
      | Samantha "Sammy" Cooke | Town Square |

  Scenario: Sammy discards goods at her location and gains 1 bounty
    Given Player2 has these dudes:
      | dude         | at            | attachments |
      | Olivia Jenks | Town Square   | Shotgun     |
      | Steven Wiles | General Store | Legendary Holster |
    When Player1 uses "Samantha "Sammy" Cooke"
    Then Player1 may not choose "Legendary Holster"
    When Player1 selects "Shotgun"
    Then "Shotgun" is in Player2's discard pile
    And "Samantha "Sammy" Cooke" has 1 bounty
    And "Samantha "Sammy" Cooke" is booted
    And Player1 has 9 ghost rock

  Scenario: A Horse pulled over is hers when the pull is higher than its value
    Given Player2 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Roan        |
    And Player1's next pull is "7S"
    When Player1 uses "Samantha "Sammy" Cooke"
    And Player1 selects "Roan"
    Then "Roan" is attached to "Samantha "Sammy" Cooke"
    And "Samantha "Sammy" Cooke" has 1 bounty

  Scenario: A pull not higher than the Horse's value discards it
    Given Player2 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Roan        |
    And Player1's next pull is "6S"
    When Player1 uses "Samantha "Sammy" Cooke"
    And Player1 selects "Roan"
    Then "Roan" is in Player2's discard pile
