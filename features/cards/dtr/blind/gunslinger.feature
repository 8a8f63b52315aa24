@card:01146 @blind
Feature: Gunslinger (blind proof)
  Token. 2 bullets, stud, value 1, influence 0.
  Cannot be included in decks. Remove this token from the game after this shootout.

  Bounty Hunter brings it: "Noon: A 2-stud Gunslinger token enters play at a wanted
  dude's location. The Gunslinger calls out that dude, who cannot refuse."

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    And Player1's hand is "Bounty Hunter"

  Scenario: The token enters play as a 2-bullet stud with value 1 and no influence
    When Player1 plays "Bounty Hunter"
    And Player1 selects "Olivia Jenks"
    Then "Gunslinger" is in play
    And "Gunslinger" has 2 bullets
    And "Gunslinger" is a stud
    And "Gunslinger" has 1 value
    And "Gunslinger" has 0 influence
    And Player2 is asked to "Select an option"

  Scenario: A Gunslinger aced as a casualty leaves the game, not for Boot Hill
    Given Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 plays "Bounty Hunter"
    And Player1 selects "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    And Player1 aces "Gunslinger"
    And Player2 stays
    Then Player2 wins the shootout
    And "Gunslinger" is not in play
    And "Gunslinger" is not in Player1's boot hill
    And "Gunslinger" is not in Player1's discard pile
    And Player1 has 0 cards in Boot Hill

  Scenario: A surviving Gunslinger is removed from the game after the shootout
    Given Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 plays "Bounty Hunter"
    And Player1 selects "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    Then "Gunslinger" is in play
    When Player2 aces "Olivia Jenks"
    And Player1 stays
    Then Player1 wins the shootout
    And "Gunslinger" is not in play
    And "Gunslinger" is not in Player1's discard pile
    And Player1 has 1 dudes in play

  Scenario: A Gunslinger cannot be in a deck
    Given Player1's deck is "Gunslinger"
    Then the board is refused by rule "token"
    And the board is refused because "Gunslinger is a token: it is never in a deck or pile"

  Scenario: A Gunslinger cannot be in a hand, so it is never hired
    Given Player1's hand is "Gunslinger"
    Then the board is refused by rule "token"
