@card:01055 @blind
Feature: Bank of California (blind proof)
  Players cannot take ghost rock from the Bank's controller.

  This is a Holdup! reads "Noon: Boot your dude at a deed you don't own to take ghost
  rock from the owner up to the production of that deed. Raise the bounty on your dude
  by the amount of ghost rock taken." General Store produces 1, Bank of California 3.

  Background:
    Given the board:
      """
      phase: high noon
      first_player: Player2
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, General Store, Bank of California]
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          hand: [This is a Holdup!]
      """

  Scenario: A hold-up cannot take ghost rock from the Bank's controller
    Given Player2 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
    Then Player1 controls "Bank of California"
    When Player2 plays "This is a Holdup!"
    And Player2 selects "Pancho Castillo"
    Then Player1 has 10 ghost rock
    And Player2 has 10 ghost rock
    And "Pancho Castillo" has 0 bounty
    And "Pancho Castillo" is booted

  Scenario: Without the Bank in play the same hold-up takes the ghost rock
    Given Player1's street is "home, General Store"
    And Player2 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
    When Player2 plays "This is a Holdup!"
    And Player2 selects "Pancho Castillo"
    Then Player1 has 9 ghost rock
    And Player2 has 11 ghost rock
    And "Pancho Castillo" has 1 bounty

  Scenario: The owner who has lost control of the Bank is not protected
    Given Player2 has these dudes:
      | dude            | at                 |
      | Pancho Castillo | Bank of California |
    Then Player2 controls "Bank of California"
    When Player2 plays "This is a Holdup!"
    And Player2 selects "Pancho Castillo"
    Then Player1 has 7 ghost rock
    And Player2 has 13 ghost rock
    And "Pancho Castillo" has 3 bounty
