@card:24249
Feature: Flight of the Lepus (Weird West Edition)
  Action. Cheatin' Resolution: Target up to two dudes controlled by you or the cheatin'
  player. If you revealed a legal hand, you may target one additional dude. Move those
  dudes home. If this is as shootout, you may boot them.

  Every dude here is a draw, so each side draws exactly 5 cards. Player2 reveals a
  cheatin' hand (two 4S).

  Background:
    Given the phase is High Noon
    And Player1's hand is "Flight of the Lepus (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Travis Moone | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Allie Hensman | Town Square |
    And Player2's next draw hand is "4S 4S 4D 9H KC"

  Scenario: With a legal hand, three dudes move home, booted by choice
    Given Player1's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Travis Moone" to the posse
    And Player2 adds "Allie Hensman" to the posse
    And Player1 picks "Olivia Jenks" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player1 plays "Flight of the Lepus (Weird West Edition)"
    Then the options are:
      """
      Olivia Jenks
      Travis Moone
      Steele Archer
      Allie Hensman
      done
      """
    When Player1 selects "Travis Moone"
    And Player1 selects "Steele Archer"
    And Player1 selects "Allie Hensman"
    And Player1 chooses "boot them"
    Then "Travis Moone" is at "Player1's home"
    And "Steele Archer" is at "Player2's home"
    And "Allie Hensman" is at "Player2's home"
    And "Travis Moone" is booted
    And "Allie Hensman" is booted
    And "Olivia Jenks" is at "Town Square"
    And the log contains in order:
      """
      Player1 moves Travis Moone home
      Player1 moves Steele Archer home
      Player1 moves Allie Hensman home
      """
    And Player1 is asked to "Select a dude"

  Scenario: With a cheatin' hand of your own, two dudes at most, and they may stay unbooted
    Given Player1's next draw hand is "3H 3H 6C 9S KH"
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Travis Moone" to the posse
    And Player2 adds "Allie Hensman" to the posse
    And Player1 picks "Olivia Jenks" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player1 plays "Flight of the Lepus (Weird West Edition)"
    And Player1 selects "Travis Moone"
    And Player1 selects "Allie Hensman"
    And Player1 chooses "leave them unbooted"
    Then "Travis Moone" is at "Player1's home"
    And "Allie Hensman" is at "Player2's home"
    And "Travis Moone" is unbooted
    And "Steele Archer" is at "Town Square"
    And Player1 is asked to "Select a casualty"

  Scenario: Against a legal hand it cannot be played
    Given Player1's next draw hand is "3H 3D 6C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    Then the log contains "Player1 has no resolution play and passes"
    And Player1 is asked to "Select a casualty"
