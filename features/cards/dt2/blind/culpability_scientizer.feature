@card:24150 @blind
Feature: Culpability Scientizer (blind proof)
  Goods, Gadget 3, cost 1.
  After this is invented, give a dude 2 bounty.
  Noon: Discard this card to call out a wanted dude at this location. If this results in a
  shootout, make a shootout play before the Dealer makes the first play.

  Elander Boldman is a Mad Scientist 2 (any pull invents it: 1 + 2 >= 3); Andreas Andregg a
  Mad Scientist 0. Bowie Knife may be equipped as a Shootout play, so both players have one.
  The Dealer is the first player (ruling dealer-is-first-player); shootout plays go in
  first-player order (§5), so the Scientizer's player, when not the Dealer, plays first.

  Background:
    Given the board "shootout"

  Scenario: Once invented it gives a dude 2 bounty
    Given Player1's hand is "Culpability Scientizer (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at   |
      | Elander Boldman | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next pull is "7H"
    When Player1 attaches "Culpability Scientizer (Weird West Edition)" to "Elander Boldman"
    Then "Culpability Scientizer (Weird West Edition)" is attached to "Elander Boldman"
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 2 bounty
    And "Olivia Jenks" is wanted
    And "Elander Boldman" has 0 bounty

  Scenario: A failed invention gives no bounty
    Given Player1's hand is "Culpability Scientizer (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at   |
      | Andreas Andregg | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next pull is "AH"
    When Player1 attaches "Culpability Scientizer (Weird West Edition)" to "Andreas Andregg"
    Then "Culpability Scientizer (Weird West Edition)" is in Player1's discard pile
    And "Olivia Jenks" has 0 bounty

  Scenario: Discarded to call out a wanted dude at its location; its player plays first as the Dealer's opponent
    Given Player2 is the first player
    And it is Player1's turn
    And Player1's hand is "Bowie Knife (Weird West Edition)"
    And Player2's hand is "Bowie Knife (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          | attachments                                  |
      | Elander Boldman | Town Square | Culpability Scientizer (Weird West Edition)  |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 uses "Culpability Scientizer (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Culpability Scientizer (Weird West Edition)" is in Player1's discard pile
    And the log contains "Player1's Elander Boldman calls out Olivia Jenks"
    When Player2 accepts
    Then Player1 is asked to "Select a play"

  Scenario: Without the Scientizer the Dealer makes the first shootout play
    Given Player2 is the first player
    And it is Player1's turn
    And Player1's hand is "Bowie Knife (Weird West Edition)"
    And Player2's hand is "Bowie Knife (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          |
      | Elander Boldman | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 calls out "Olivia Jenks" with "Elander Boldman"
    And Player2 accepts
    Then Player2 is asked to "Select a play"

  Scenario: Only a wanted dude at its location may be called out
    Given Player1 has these dudes:
      | dude            | at          | attachments                                  |
      | Elander Boldman | Town Square | Culpability Scientizer (Weird West Edition)  |
    And Player2 has these dudes:
      | dude         | at               | bounty |
      | Olivia Jenks | Town Square      | 0      |
      | Clyde Owens  | Railroad Station | 2      |
    When Player1 tries to use "Culpability Scientizer (Weird West Edition)"
    Then the play is refused by rule "ability.target"
    And "Culpability Scientizer (Weird West Edition)" is attached to "Elander Boldman"

  Scenario: The called-out dude may refuse; the Scientizer is gone all the same
    Given Player1 has these dudes:
      | dude            | at          | attachments                                  |
      | Elander Boldman | Town Square | Culpability Scientizer (Weird West Edition)  |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 uses "Culpability Scientizer (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 refuses
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And "Culpability Scientizer (Weird West Edition)" is in Player1's discard pile
