@card:24190 @blind
Feature: Sight Beyond Sight (Weird West Edition) (blind proof)
  Noon Hex 6, Boot: Look at a random card in an opponent's hand.
  Noon Hex 9, Boot: Look at two random cards in an opponent's hand.
  Noon Hex 12, Boot: Look at three random cards in an opponent's hand.

  Steele Archer is a Huckster 2. Player2's hand is three cards: looking at three shows
  them all; looking changes nothing in the hand.

  Background:
    Given the board "shootout"
    And Player2's hand is "Shotgun, Pinto, Kidnappin'"
    And Player1 has these dudes:
      | dude          | at          | attachments                             |
      | Steele Archer | Town Square | Sight Beyond Sight (Weird West Edition) |

  Scenario: Hex 6: one card is looked at, the hand stays as it was
    Given Player1's next pull is "4H"
    When Player1 uses "Sight Beyond Sight (Weird West Edition)"
    Then "Sight Beyond Sight (Weird West Edition)" is booted
    And Player2 has 3 cards in hand
    And the log contains "Player1's Steele Archer succeeds by 0 with 4H + 2 = 6 against difficulty 6"

  Scenario: Hex 12: three cards of a three-card hand are all seen
    Given Player1's next pull is "10H"
    When Player1 uses "Sight Beyond Sight (Weird West Edition) (3rd ability)"
    Then the log has a line containing "Shotgun"
    And the log has a line containing "Pinto"
    And the log has a line containing "Kidnappin'"
    And Player2's hand is "Shotgun, Pinto, Kidnappin'"

  Scenario: Hex 9 short of its difficulty shows nothing
    Given Player1's next pull is "6H"
    When Player1 uses "Sight Beyond Sight (Weird West Edition) (2nd ability)"
    Then the log does not contain "Pinto"
    And "Sight Beyond Sight (Weird West Edition)" is booted

  Scenario: One Sight a day: the card boots to look
    Given Player1's next pull is "10H"
    When Player1 uses "Sight Beyond Sight (Weird West Edition) (3rd ability)"
    And Player2 passes
    And Player1 tries to use "Sight Beyond Sight (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
