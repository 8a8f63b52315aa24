@card:24159 @blind
Feature: See-Through Spectacles (blind proof)
  Resolution, Boot: Choose a card in your draw hand. If it is ♥, change its value to a value
  you do not have in that hand; otherwise, change its suit to ♥. This counts as modifying
  your hand rank.

  Olivia Jenks wears the Spectacles and faces Steven Wiles. Hand ranks (§5.6): 1 high card,
  2 one pair, 3 two pair, 4 three of a kind, 6 flush. A raised hand counts as the worst
  hand of its new rank (§5.6, "modifying rank").

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments            |
      | Olivia Jenks | Town Square | See-Through Spectacles |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: A card that is not a heart becomes a heart: four hearts and a spade make a flush
    Given Player1's next draw hand is "2H 4H 6H 8H KS"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    And a shootout at "Town Square" led by "Steven Wiles" against "Olivia Jenks"
    When Player1 uses "See-Through Spectacles"
    And Player1 chooses "KS"
    Then Player1's hand rank is 6
    And "See-Through Spectacles" is booted
    And Player2 is asked to "Select a casualty"

  Scenario: A heart changes its value to one the hand does not have
    Given Player1's next draw hand is "7H 7S 7C 2D JC"
    And Player2's next draw hand is "4S 4C 9D 9H KC"
    And a shootout at "Town Square" led by "Steven Wiles" against "Olivia Jenks"
    When Player1 uses "See-Through Spectacles"
    And Player1 chooses "7H"
    Then Player1 may not choose "2"
    And Player1 may not choose "J"
    And Player1 may not choose "7"
    When Player1 chooses "5"
    Then Player1's hand rank is 2
    And Player1 is asked to "Select a casualty"

  Scenario: The flush it makes counts as the worst flush: a natural lower flush beats it
    Given Player1's next draw hand is "2H 4H 6H 8H KS"
    And Player2's next draw hand is "3D 5D 7D 9D JD"
    And a shootout at "Town Square" led by "Steven Wiles" against "Olivia Jenks"
    When Player1 uses "See-Through Spectacles"
    And Player1 chooses "KS"
    Then Player1's hand rank is 6
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"
