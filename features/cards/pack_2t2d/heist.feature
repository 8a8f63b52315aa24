@card:20052
Feature: Heist
  Action, cost 0. Noon Job: Mark an in-town deed. Your posse must have 3 or more bullets. If
  successful, gain ghost rock equal to the mark's production and raise the leader's bounty
  by 2. If you do not own the mark, unboot your leader.

  Pancho Castillo prints 3 bullets, Olivia Jenks 2. Circle M Ranch produces 2, Bunkhouse 1;
  Jackson's Strike is Out of Town.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Heist"
    And Player1 has 0 ghost rock
    And Player2's street is "home, Circle M Ranch"
    And Player2's out of town deeds is "Jackson's Strike"

  @ruling:heist-unboots-the-leader-at-home
  Scenario: Robbing another player's deed: its production, 2 bounty, and the leader comes home unbooted
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 plays "Heist"
    And Player1 selects "Circle M Ranch"
    Then the job succeeds
    And Player1 has 2 ghost rock
    And "Pancho Castillo" has 2 bounty
    And "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is unbooted
    And "Heist" is in Player1's discard pile
    And the log contains in order:
      """
      Player1's job Heist succeeds
      Player1 gains 2 ghost rock and raises Pancho Castillo's bounty by 2
      Player1 unboots Pancho Castillo
      """

  @ruling:heist-unboots-the-leader-at-home
  Scenario: Robbing your own deed leaves the leader booted at home
    Given Player1's street is "home, Bunkhouse"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Olivia Jenks    | home |
    When Player1 plays "Heist"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Bunkhouse"
    And Player1 adds "Olivia Jenks" to the posse
    Then the job succeeds
    And Player1 has 1 ghost rock
    And "Pancho Castillo" has 2 bounty
    And "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted

  Scenario: A failed heist takes nothing and unboots nobody
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude           | at             |
      | Steven Wiles   | Circle M Ranch |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 plays "Heist"
    And Player1 selects "Circle M Ranch"
    And Player2 adds "Steven Wiles" to the posse
    And Player1 aces "Pancho Castillo"
    And Player2 stays
    Then the job fails
    And Player1 has 0 ghost rock

  @rule:job.posse
  Scenario: A posse with fewer than 3 bullets cannot take the job
    Given Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 plays "Heist"
    And Player1 selects "Circle M Ranch"
    Then Player1 is asked to "Select an option"
    And "Olivia Jenks" is at "Player1's home"
    And the last log line is "Player1's posse cannot take the job: the posse needs 3 or more bullets and has 2"

  Scenario: Only an in-town deed can be marked
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 plays "Heist"
    Then Player1 may choose "Circle M Ranch"
    And Player1 may not choose "Jackson's Strike"
    And Player1 may not choose "Pancho Castillo"
    And Player1 is asked to "Select a deed"
