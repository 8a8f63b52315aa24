@card:25021
Feature: Kim Lloyd
  Noon: Move your wanted dude from this location to an adjacent deed to make Kim a stud.

  Kim, a draw, stands at General Store, next to Player1's home and Bank of California;
  Clint Ramsey (wanted), Pancho Castillo (not wanted) and Player2's Steven Wiles (wanted)
  stand with her; Jake Smiley (wanted) is at home.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: Law Dogs
          ghost_rock: 10
          street: [home, General Store, Bank of California]
          dudes:
            - {card: Kim Lloyd, at: General Store}
            - {card: Clint Ramsey, at: General Store, bounty: 1}
            - {card: Pancho Castillo, at: General Store}
            - {card: Jake Smiley, at: home, bounty: 1}
        - name: Player2
          outfit: The Sloane Gang
          ghost_rock: 10
          dudes:
            - {card: Steven Wiles, at: General Store, bounty: 1}
      """

  Scenario: Her wanted dude moves to an adjacent deed and she is a stud for the day
    When Player1 uses "Kim Lloyd"
    Then the options are:
      """
      Clint Ramsey
      cancel
      """
    When Player1 selects "Clint Ramsey"
    Then the options are:
      """
      Bank of California
      """
    When Player1 selects "Bank of California"
    Then "Clint Ramsey" is at "Bank of California"
    And "Clint Ramsey" is unbooted
    And "Kim Lloyd" is a stud
    And "Kim Lloyd" has "stud" from "Kim Lloyd" until end of day
    And the log contains "Player1 moves Clint Ramsey to Bank of California to make Kim Lloyd a stud"
