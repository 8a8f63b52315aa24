@card:25023 @blind
Feature: Frank Bryant (blind proof)
  React: When Frank enters play, give him 1 bounty.

  Dudes with less bounty than Frank cannot refuse his callouts.

  Scenario: Frank enters play and his React gives him 1 bounty
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Frank Bryant"
    When Player1 hires "Frank Bryant"
    And Player1 reacts with "Frank Bryant"
    Then "Frank Bryant" has 1 bounty
    And "Frank Bryant" is wanted

  Scenario: A dude with less bounty than Frank cannot refuse his call out
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | bounty |
      | Frank Bryant | Town Square | 2      |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 calls out "Olivia Jenks" with "Frank Bryant"
    Then Player2 may choose "accept"
    And Player2 may not choose "refuse"
    And Player2 is asked to "Select an option"

  Scenario: A dude with as much bounty as Frank may refuse
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | bounty |
      | Frank Bryant | Town Square | 2      |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 2      |
    When Player1 calls out "Olivia Jenks" with "Frank Bryant"
    And Player2 refuses
    Then "Olivia Jenks" is at "Player2's home"
