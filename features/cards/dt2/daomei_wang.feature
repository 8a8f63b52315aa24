@card:24013
Feature: Daomei Wang (Weird West Edition)
  React: After Daomei enters play during High Noon, move one of your other Anarchists dudes
  (without booting).

  Asakichi Cooke is an Anarchists dude; Jon Longstride is not (Morgan Cattle Co.).

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Daomei Wang (Weird West Edition)"

  Scenario: Hired at Noon, she moves another Anarchists dude of yours without booting him
    Given Player1 has these dudes:
      | dude                                | at   | booted |
      | Asakichi Cooke (Weird West Edition) | home | yes    |
      | Jon Longstride                      | home | no     |
    When Player1 hires "Daomei Wang (Weird West Edition)"
    And Player1 reacts with "Daomei Wang (Weird West Edition)"
    Then the options are:
      """
      Asakichi Cooke (Weird West Edition)
      """
    When Player1 selects "Asakichi Cooke (Weird West Edition)"
    And Player1 chooses "Town Square"
    Then "Asakichi Cooke (Weird West Edition)" is at "Town Square"
    And "Asakichi Cooke (Weird West Edition)" is booted
    And "Daomei Wang (Weird West Edition)" is at "Player1's home"
    And the log contains in order:
      """
      Player1 uses Daomei Wang (Weird West Edition)
      Player1 moves Asakichi Cooke (Weird West Edition) to Town Square without booting
      """

  Scenario: With no other Anarchists dude there is nothing to react with
    Given Player1 has these dudes:
      | dude           | at   |
      | Jon Longstride | home |
    When Player1 hires "Daomei Wang (Weird West Edition)"
    Then Player2 is asked to "Select an action"
    And "Jon Longstride" is at "Player1's home"

  Scenario: Another dude entering play is not Daomei entering play
    Given Player1's hand is "Jon Longstride"
    And Player1 has these dudes:
      | dude                                | at          |
      | Daomei Wang (Weird West Edition)    | Town Square |
      | Asakichi Cooke (Weird West Edition) | home        |
    When Player1 hires "Jon Longstride"
    Then Player2 is asked to "Select an action"
    And "Asakichi Cooke (Weird West Edition)" is at "Player1's home"
