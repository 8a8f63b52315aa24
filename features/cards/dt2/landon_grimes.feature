@card:24039
Feature: Landon Grimes (Weird West Edition)
  Shootout: Your Abomination or Huckster joins Landon's posse.

  Pagliaccio and Rattler Young 'Un are Abominations, Sylvester Heath a Huckster; Jon
  Longstride is neither. Alan Campbell is Player2's Abomination.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                            | at          | booted |
      | Landon Grimes                   | Town Square | no     |
      | Pagliaccio (Weird West Edition) | home        | yes    |
      | Jon Longstride                  | home        | no     |
      | Sylvester Heath                 | home        | no     |
      | Rattler Young 'Un               | Town Square | no     |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Alan Campbell | Town Square |
    And a shootout at "Town Square" led by "Landon Grimes" against "Steven Wiles"
    And Player1's posse is "Landon Grimes, Rattler Young 'Un"

  Scenario: Landon's Abomination joins his posse, booted or not
    When Player1 uses "Landon Grimes"
    Then the options are:
      """
      Pagliaccio (Weird West Edition)
      Sylvester Heath
      cancel
      """
    When Player1 selects "Pagliaccio (Weird West Edition)"
    Then Player1's posse is "Landon Grimes, Rattler Young 'Un, Pagliaccio (Weird West Edition)"
    And the log contains "Player1 uses Landon Grimes: Pagliaccio (Weird West Edition) joins the posse"
    And Player1 is asked to "Select a play"
