@card:04014 @blind
Feature: The Evidence (blind proof)
  Goods.
  Noon: Reduce a wanted dude's bounty to 0. Discard this card.
  Noon, Pay 1 Ghost Rock: Raise the bounty on a dude by 2. Ace this card.

  Background:
    Given the board "main street"
    And Player1 has these dudes:
      | dude         | at          | attachments  |
      | Tommy Harden | Town Square | The Evidence |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 3      |
      | Olivia Jenks    | Town Square | 0      |

  Scenario: The Evidence clears a wanted dude's bounty and is discarded
    When Player1 uses "The Evidence"
    Then Player1 may not choose "Olivia Jenks"
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 0 bounty
    And "The Evidence" is in Player1's discard pile

  Scenario: For 1 ghost rock it raises a dude's bounty by 2 and is aced
    When Player1 uses "The Evidence (2nd ability)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 2 bounty
    And Player1 has 9 ghost rock
    And "The Evidence" is in Player1's boot hill
