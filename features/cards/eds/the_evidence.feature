@card:04014
Feature: The Evidence
  Goods. Noon: Reduce a wanted dude's bounty to 0. Discard this card.
  Noon, Pay 1 Ghost Rock: Raise the bounty on a dude by 2. Ace this card.

  Background:
    Given the board "shootout"
    And Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude         | at          | attachments  |
      | Olivia Jenks | Town Square | The Evidence |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 3      |
      | Steven Wiles    | Town Square | 0      |

  Scenario: Noon: a wanted dude's bounty drops to 0 and the card is discarded
    When Player1 uses "The Evidence"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 0 bounty
    And "The Evidence" is in Player1's discard pile
    And Player1 has 1 ghost rock
    And the log contains "Player1 reduces Pancho Castillo's bounty to 0 and discards The Evidence"

  Scenario: Only a wanted dude may be chosen to clear
    When Player1 uses "The Evidence"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """

  Scenario: Noon, pay 1: raise a dude's bounty by 2 and ace the card
    When Player1 uses "The Evidence (2nd ability)"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 2 bounty
    And "The Evidence" is in Player1's boot hill
    And Player1 has 0 ghost rock
    And the log contains "Player1 raises Steven Wiles's bounty by 2 and aces The Evidence"

  @rule:ability.cost
  Scenario: Without the ghost rock the second ability is refused
    Given Player1 has 0 ghost rock
    When Player1 tries to use "The Evidence (2nd ability)"
    Then the play is refused by rule "ability.cost"
    And "The Evidence" is attached to "Olivia Jenks"
