@card:21011
Feature: Father Diamond
  Noon: If Diamond is at a deed you do not own, pay the owner 1 ghost rock. You may send one of
  your dudes at the deed home. Move Diamond to another location.

  Player2 owns General Store; Player1 owns Telegraph Office.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Telegraph Office"
    And Player2's street is "home, General Store"

  @ruling:send-home-means-home-booted
  Scenario: At another player's deed Diamond pays its owner 1, sends one of your dudes there home and moves on
    Given Player1 has 2 ghost rock
    And Player2 has 0 ghost rock
    And Player1 has these dudes:
      | dude           | at            |
      | Father Diamond | General Store |
      | Olivia Jenks   | General Store |
    When Player1 uses "Father Diamond"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "Town Square"
    Then Player1 has 1 ghost rock
    And Player2 has 1 ghost rock
    And "Olivia Jenks" is at "Player1's home"
    And "Olivia Jenks" is booted
    And "Father Diamond" is at "Town Square"
    And "Father Diamond" is unbooted
    And the log contains in order:
      """
      Player1 uses Father Diamond
      Player1 pays Player2 1 ghost rock
      Player1 sends Olivia Jenks home booted
      Player1 moves Father Diamond to Town Square without booting
      """

  Scenario: At your own deed nobody is paid, and sending a dude home is optional
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude           | at               |
      | Father Diamond | Telegraph Office |
      | Olivia Jenks   | Telegraph Office |
      | Jon Longstride | Town Square      |
    When Player1 uses "Father Diamond"
    Then the options are:
      """
      Olivia Jenks
      done
      """
    When Player1 is done
    And Player1 chooses "General Store"
    Then Player1 has 0 ghost rock
    And the log does not contain "Player1 pays Player1 1 ghost rock"
    And "Olivia Jenks" is at "Telegraph Office"
    And "Father Diamond" is at "General Store"

  Scenario: Unable to pay the deed's owner, Diamond cannot use it
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude           | at            |
      | Father Diamond | General Store |
    When Player1 tries to use "Father Diamond"
    Then the play is refused by rule "ability.condition"

  Scenario: Away from a deed (at another player's home), Diamond pays nobody and just moves
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude           | at             |
      | Father Diamond | Player2's home |
      | Olivia Jenks   | Player2's home |
    When Player1 uses "Father Diamond"
    And Player1 chooses "General Store"
    Then "Father Diamond" is at "General Store"
    And "Olivia Jenks" is at "Player2's home"
