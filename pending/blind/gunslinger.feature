@card:01146 @blind
Feature: Gunslinger (blind proof)
  Token. 2 bullets, stud, value 1, influence 0.
  Cannot be included in decks. Remove this token from the game after this shootout.

  Bounty Hunter brings it: "Noon: A 2-stud Gunslinger token enters play at a wanted
  dude's location. The Gunslinger calls out that dude, who cannot refuse."

  Background:
    Given the board "shootout"

  Scenario: A Gunslinger cannot be in a deck
    Given Player1's deck is "Gunslinger"
    Then the board is refused because "Gunslinger"

  Scenario: A Gunslinger in hand cannot be hired
    Given Player1's hand is "Gunslinger"
    When Player1 tries to hire "Gunslinger"
    Then the play is refused because "Gunslinger"
    And "Gunslinger" is not in play
