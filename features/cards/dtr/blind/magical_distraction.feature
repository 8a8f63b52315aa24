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
    And Player1's deck starts with "2H 2D 6C 9S KH <pull>"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 passes
    And Player1 plays "Magical Distraction"
    And Player1 selects "Soul Blast"
    Then "Soul Blast" is in Player1's discard pile
    And Player1's hand rank is <rank>
    And <winner> wins the round
    And <loser> is asked to "Select a casualty"

    Examples:
      | pull | rank | winner  | loser   | note                                  |
      | AC   | 1    | Player2 | Player1 | the pair (rank 2) becomes rank 1     |
      | 9C   | 9    | Player1 | Player2 |                                       |
      | JC   | 11   | Player1 | Player2 |                                       |
      | KC   | 11   | Player1 | Player2 | 13 is capped at 11                    |

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
