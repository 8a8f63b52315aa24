@card:24223 @blind
Feature: Belligerence (blind proof)
  Noon: Give a wanted dude +1 bullets and +1 influence until Noon next turn.
  Noon, Pay 1 Ghost Rock: Give a dude 1 bounty to unboot them.

  Olivia Jenks has 2 bullets and 2 influence; Tommy Harden 1 bullet, 1 influence.

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player2 has 10 ghost rock
    And Player1's hand is "Belligerence"

  Scenario: A wanted dude gets +1 bullets and +1 influence
    Given Player1 has these dudes:
      | dude         | at   | bounty |
      | Olivia Jenks | home | 1      |
      | Tommy Harden | home | 0      |
    When Player1 plays "Belligerence"
    Then Player1 may not choose "Tommy Harden"
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 3 bullets
    And "Olivia Jenks" has 3 influence
    And "Belligerence" is in Player1's discard pile

  Scenario: The boost lasts through Sundown and ends by Noon of the next day
    Given Player1 has these dudes:
      | dude         | at   | bounty |
      | Olivia Jenks | home | 1      |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |
    When Player1 plays "Belligerence"
    And Player1 selects "Olivia Jenks"
    And the game advances to Sundown
    Then "Olivia Jenks" has 3 influence
    When Player1 chooses "pay 1 ghost rock"
    And the game advances to the High Noon phase of day 2
    Then "Olivia Jenks" has 2 influence
    And "Olivia Jenks" has 2 bullets

  Scenario: Pay 1 ghost rock to give a booted dude 1 bounty and unboot him
    Given Player1 has these dudes:
      | dude         | at   | bounty | booted |
      | Tommy Harden | home | 0      | yes    |
    When Player1 plays "Belligerence (2nd ability)"
    And Player1 selects "Tommy Harden"
    Then "Tommy Harden" is unbooted
    And "Tommy Harden" has 1 bounty
    And Player1 has 4 ghost rock
