@card:24223
Feature: Belligerence (Weird West Edition)
  Noon: Give a wanted dude +1 bullets and +1 influence until Noon next turn.
  Noon, Pay 1 Ghost Rock: Give a dude 1 bounty to unboot them.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Belligerence"
    And Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude            | at   | bounty | booted |
      | Pancho Castillo | home | 1      | no     |
      | Steven Wiles    | home | 0      | yes    |

  Scenario: A wanted dude gets +1 bullets and +1 influence through tomorrow's Upkeep
    Given Player1 has 20 ghost rock
    When Player1 plays "Belligerence"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 4 bullets
    And "Pancho Castillo" has 3 influence
    When the game advances to the Upkeep phase of day 2
    Then "Pancho Castillo" has 4 bullets
    And "Pancho Castillo" has 3 influence
    When the game advances to the High Noon phase of day 2
    Then "Pancho Castillo" has 3 bullets
    And "Pancho Castillo" has 2 influence

  Scenario: A dude who is not wanted cannot be given the boost
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude         | at   | bounty | booted |
      | Steven Wiles | home | 0      | no     |
    When Player1 tries to play "Belligerence"
    Then the play is refused by rule "ability.target"

  @ruling:belligerence-unboots-a-booted-dude
  Scenario: Paying 1 ghost rock gives a booted dude 1 bounty and unboots him
    When Player1 plays "Belligerence (2nd ability)"
    Then the options are:
      """
      Steven Wiles
      cancel
      """
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" is unbooted
    And "Steven Wiles" has 1 bounty
    And Player1 has 0 ghost rock
