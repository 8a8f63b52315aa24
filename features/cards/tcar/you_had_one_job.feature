@card:19042
Feature: You Had ONE Job!
  Action. Shootout: Choose a wanted dude with 3 or more bounty. Make them a stud or draw.
  Resolution: All players who revealed a legal hand may reduce their casualties by 2.

  Olivia Jenks (a draw) has 3 bounty, Pancho Castillo (a stud) 4, Steele Archer 2.

  Background:
    Given the phase is High Noon
    And Player1's hand is "You Had ONE Job!"
    And Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude          | at          | bounty |
      | Steele Archer | Town Square | 2      |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Olivia Jenks    | Town Square | 3      |
      | Pancho Castillo | Town Square | 4      |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Pancho Castillo"

  Scenario: A draw with 3 bounty becomes a stud for the shootout
    When Player1 plays "You Had ONE Job!"
    Then Player1 may not choose "Steele Archer"
    When Player1 selects "Olivia Jenks"
    And Player1 chooses "stud"
    Then "Olivia Jenks" is a stud
    And Player1 has 0 ghost rock
    And "You Had ONE Job!" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 plays You Had ONE Job! on Olivia Jenks
      Player1 makes Olivia Jenks a stud
      """
    And Player2 is asked to "Select a dude"

  Scenario: A stud with 4 bounty becomes a draw
    When Player1 plays "You Had ONE Job!"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "draw"
    Then "Pancho Castillo" is a draw
    And the log contains "Player1 makes Pancho Castillo a draw"
    And Player2 is asked to "Select a dude"

  Scenario: The Resolution: each player with a legal hand may reduce their casualties by 2
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 passes
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 plays "You Had ONE Job! (2nd ability)"
    Then Player1 is asked to "Select an option"
    When Player1 chooses "reduce your casualties by 2"
    And Player2 chooses "pass"
    Then Player1 takes 0 casualties
    And the log contains in order:
      """
      Player1 plays You Had ONE Job!
      Player1 reduces their casualties by 2
      Player1 reduces their casualties from 1 to 0
      """
    And the log does not contain "Player2 reduces their casualties by 2"
    And Player1 is asked to "Select a dude"

  Scenario: A player who revealed a cheatin' hand is not offered the reduction
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    When Player1 passes
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 plays "You Had ONE Job! (2nd ability)"
    And Player1 chooses "reduce your casualties by 2"
    Then Player1 takes 0 casualties
    And the log does not contain "Player2 reduces their casualties by 2"
    And Player1 is asked to "Select a dude"

  Scenario: The winner may take the reduction too
    Given Player1's next draw hand is "3H 3S 3D 6C KH"
    And Player2's next draw hand is "4S 4C 5S 5C JD"
    When Player1 passes
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 plays "You Had ONE Job! (2nd ability)"
    And Player1 chooses "pass"
    And Player2 chooses "reduce your casualties by 2"
    Then the log contains "Player2 reduces their casualties by 2"
    And Player2 takes 0 casualties
    And Player2 is asked to "Select a dude"
