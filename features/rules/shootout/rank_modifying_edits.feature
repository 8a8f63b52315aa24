Feature: Edits of a draw hand that count as modifying its rank
  Rules digest §5.6 (modifying rank): a raised hand counts as the worst hand of its new
  rank. An edit of the hand's cards printed "this counts as modifying your hand rank"
  (See-Through Spectacles) raises it that way: the Flush it makes loses to any natural
  Flush. An edit without those words (Pair of Six-Shooters) leaves a natural hand, compared
  card by card.

  Steele Archer (a draw with 0 bullets) draws exactly 5 cards. Player2's natural Flush
  3D 5D 7D 9D JD is J-high.

  Background:
    Given the phase is High Noon
    And Player1's next draw hand is "2H 4H 6H 8H KS"
    And Player2's next draw hand is "3D 5D 7D 9D JD"
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:shootout.rank_modifier
  Scenario: A Flush made by an edit that counts as a modification loses to a natural Flush
    Given Player1 has these dudes:
      | dude          | at          | attachments            |
      | Steele Archer | Town Square | See-Through Spectacles |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "See-Through Spectacles"
    And Player1 chooses "KS"
    Then Player1's hand rank is 6
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"
