@card:21031
Feature: Big Nose Kate
  Noon: Discard a card to give your dude at this location +1 bullets. If you discarded an
  action card with a Shootout or Job ability, that dude gets +1 influence. If that dude is
  not wanted, you may give that dude 1 bounty.

  Ambush is an action with a Noon Job; Bottom Dealin' an action with a Cheatin' Resolution
  only. Pancho Castillo has 3 bullets and 2 influence.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | bounty |
      | Big Nose Kate   | Town Square | 0      |
      | Pancho Castillo | Town Square | 0      |
      | Steele Archer   | home        | 0      |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: A Job action discarded: +1 bullets, +1 influence, and a bounty if you like
    Given Player1's hand is "Ambush"
    When Player1 uses "Big Nose Kate"
    Then the options are:
      """
      Big Nose Kate
      Pancho Castillo
      cancel
      """
    When Player1 chooses "Pancho Castillo"
    And Player1 chooses "discard Ambush"
    And Player1 chooses "give 1 bounty"
    Then "Pancho Castillo" has 4 bullets
    And "Pancho Castillo" has 3 influence
    And "Pancho Castillo" has 1 bounty
    And "Ambush" is in Player1's discard pile
    And the log contains "Player1 gives Pancho Castillo 1 bounty"
    And the log contains "Player1 gives Pancho Castillo +1 bullets and +1 influence"
    When the game advances to the Gambling phase of day 2
    Then "Pancho Castillo" has 3 bullets
    And "Pancho Castillo" has 2 influence

  Scenario: Another card discarded: +1 bullets only, and the bounty may be declined
    Given Player1's hand is "Bottom Dealin'"
    When Player1 uses "Big Nose Kate"
    And Player1 chooses "Pancho Castillo"
    And Player1 chooses "discard Bottom Dealin'"
    And Player1 chooses "no bounty"
    Then "Pancho Castillo" has 4 bullets
    And "Pancho Castillo" has 2 influence
    And "Pancho Castillo" is not wanted
    And the log contains "Player1 gives Pancho Castillo +1 bullets"

  Scenario: Goods with a Shootout ability are no action card: no influence
    Given Player1's hand is "Shotgun"
    When Player1 uses "Big Nose Kate"
    And Player1 chooses "Pancho Castillo"
    And Player1 chooses "discard Shotgun"
    And Player1 chooses "no bounty"
    Then "Pancho Castillo" has 4 bullets
    And "Pancho Castillo" has 2 influence

  Scenario: A wanted dude is given no more bounty
    Given Player1 has these dudes:
      | dude            | at          | bounty |
      | Big Nose Kate   | Town Square | 2      |
    And Player1's hand is "Bottom Dealin'"
    When Player1 uses "Big Nose Kate"
    And Player1 chooses "Big Nose Kate"
    And Player1 chooses "discard Bottom Dealin'"
    Then "Big Nose Kate" has 4 bullets
    And "Big Nose Kate" has 2 bounty
    And Player2 is asked to "Select an action"

  Scenario: With an empty hand there is nothing to discard
    Given Player1's hand is empty
    When Player1 tries to use "Big Nose Kate"
    Then the play is refused by rule "ability.cost"
