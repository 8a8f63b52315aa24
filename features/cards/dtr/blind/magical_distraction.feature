@card:01131 @blind
Feature: Magical Distraction (blind proof)
  Cheatin' Resolution: Discard a spell from your dude in this posse and pull. Your draw
  hand rank equals the value of your pull (to a maximum rank of 11).

  Player1's deck holds the draw hand, then the card pulled: Steele Archer, a draw with
  0 bullets, has no bonus, so the draw takes exactly the first five.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Magical Distraction"
    And Player2's next draw hand is "3S 3S 5C 5D QH"

  Scenario Outline: The spell is discarded and the hand's rank becomes the pull's value
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And Player1's deck starts with "2H 4D 6C 9S KH <pull>"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 passes
    And Player1 plays "Magical Distraction"
    And Player1 selects "Soul Blast"
    Then "Soul Blast" is in Player1's discard pile
    And Player1's hand rank is <rank>
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"

    Examples:
      | pull | rank |
      | 9C   | 9    |
      | JC   | 11   |
      | KC   | 11   |

  Scenario: Without a spell on a dude in the posse it cannot be played
    Given Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player1's next draw hand is "2H 4D 6C 9S KH"
    And Player1's hand is "Magical Distraction, Cheatin' Varmint"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 tries to play "Magical Distraction"
    Then the play is refused by rule "ability.condition"
    And Player1's hand rank is 1
    And Player1 is asked to "Select a play"
