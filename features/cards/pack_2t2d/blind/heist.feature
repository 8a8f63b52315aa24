@card:20052 @blind
Feature: Heist (blind proof)
  Action. Noon Job: Mark an in-town deed. Your posse must have 3 or more bullets. If
  successful, gain ghost rock equal to the mark's production and raise the leader's bounty
  by 2. If you do not own the mark, unboot your leader.

  Pancho Castillo has 3 bullets, Clint Ramsey 2. General Store produces 1, Bank of
  California 3. Player2's only dude is booted at home: nobody opposes.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1's out of town deeds is "Blake Ranch"
    And Player2's street is "home, Bank of California"
    And Player1's hand is "Heist"
    And Player1 has 0 ghost rock
    And Player2 has these dudes:
      | dude         | at   | booted |
      | Steven Wiles | home | yes    |

  @ruling:heist-unboots-the-leader-at-home
  Scenario: A successful heist on another player's deed pays its production, makes the leader wanted and unboots him at home
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 plays "Heist"
    Then Player1 may not choose "Blake Ranch"
    When Player1 selects "Bank of California"
    Then the job succeeds
    And Player1 has 3 ghost rock
    And "Pancho Castillo" has 2 bounty
    And "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is unbooted
    And "Heist" is in Player1's discard pile

  @ruling:heist-unboots-the-leader-at-home
  Scenario: On your own deed it pays too, and the leader goes home booted
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 plays "Heist"
    And Player1 selects "General Store"
    Then the job succeeds
    And Player1 has 1 ghost rock
    And "Pancho Castillo" has 2 bounty
    And "Pancho Castillo" is booted
    And "Pancho Castillo" is at "Player1's home"

  Scenario: A posse with 2 bullets cannot take the job
    Given Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    When Player1 plays "Heist"
    And Player1 selects "Bank of California"
    And Player1 chooses "cancel"
    Then "Heist" is in Player1's hand
    And Player1 has 0 ghost rock
    And "Clint Ramsey" has 0 bounty
