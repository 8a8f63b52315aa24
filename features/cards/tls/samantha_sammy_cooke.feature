@card:10016
Feature: Samantha "Sammy" Cooke
  Dude. Noon, Boot, Pay 1 Ghost Rock: Discard a goods card attached to a dude at this
  location. Sammy gains 1 bounty. If the discarded goods card was a Horse, pull. If the
  pull is higher than the Horse's value, attach it to Sammy instead.

  Roan is a Horse of value 6; Shotgun is not a Horse.

  Background:
    Given the board "shootout"
    And Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude                   | at          |
      | Samantha "Sammy" Cooke | Town Square |
    And Player2 has these dudes:
      | dude            | at            | attachments   |
      | Pancho Castillo | Town Square   | Shotgun, Roan |
      | Olivia Jenks    | General Store | Roan #2       |

  Scenario: Goods that are not a Horse are discarded, and Sammy gains 1 bounty
    When Player1 uses "Samantha "Sammy" Cooke"
    And Player1 selects "Shotgun"
    Then "Shotgun" is in Player2's discard pile
    And "Samantha "Sammy" Cooke" has 1 bounty
    And "Samantha "Sammy" Cooke" is booted
    And Player1 has 0 ghost rock
    And the log contains "Player1 discards Shotgun"

  Scenario: A Horse beaten by the pull goes onto Sammy instead
    Given Player1's next pull is "7H"
    When Player1 uses "Samantha "Sammy" Cooke"
    And Player1 selects "Roan"
    Then "Roan" is attached to "Samantha "Sammy" Cooke"
    And "Samantha "Sammy" Cooke" has 1 bounty
    And the log contains "Player1 attaches Roan to Samantha "Sammy" Cooke"

  Scenario: A pull equal to the Horse's value is not higher: the Horse is discarded
    Given Player1's next pull is "6S"
    When Player1 uses "Samantha "Sammy" Cooke"
    And Player1 selects "Roan"
    Then "Roan" is in Player2's discard pile

  Scenario: Only goods on a dude at Sammy's location
    When Player1 uses "Samantha "Sammy" Cooke"
    Then the options are:
      """
      Shotgun
      Roan
      cancel
      """

  Scenario: A lower pull leaves the Horse to be discarded
    Given Player1's next pull is "2S"
    When Player1 uses "Samantha "Sammy" Cooke"
    And Player1 selects "Roan"
    Then "Roan" is in Player2's discard pile
