@card:24164
Feature: Flame-Thrower (Weird West Edition)
  This dude is a stud.
  Shootout, Pay 1-3 Ghost Rock, Boot: Raise the bullets on this Gadget by 1 for each ghost
  rock spent. Each round's loser takes 1 extra casualty.

  The Weird West Edition prints the same text (a hyphen for the dash), so this printing
  shares the Base Set script (cards/dtr/flame_thrower.py).

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude         | at          | attachments   |
      | Olivia Jenks | Town Square | Flame-Thrower (Weird West Edition) |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes"

  Scenario: The dude carrying the Flame-Thrower is a stud
    Given Player2 has these dudes:
      | dude         | at          |
      | Allie Hensman | Town Square |
    Then "Olivia Jenks" is a stud
    And "Olivia Jenks" has 3 bullets
    And "Allie Hensman" is a draw

  Scenario: The Flame-Thrower raises its bullets by 1 for each ghost rock spent
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Flame-Thrower (Weird West Edition)"
    And Player1 chooses "pay 2 ghost rock"
    Then "Flame-Thrower (Weird West Edition)" has 3 bullets
    And "Olivia Jenks" has 5 bullets
    And "Flame-Thrower (Weird West Edition)" is booted
    And "Olivia Jenks" is unbooted
    And Player1 has 3 ghost rock
    And the log contains "Player1 uses Flame-Thrower (Weird West Edition) to raise its bullets by 2"
    And Player2 is asked to "Select a play"

  Scenario: The round's loser takes 1 extra casualty
    Given Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player1 uses "Flame-Thrower (Weird West Edition)"
    And Player1 chooses "pay 1 ghost rock"
    And both players pass
    And Player2 picks "Steven Wiles" as shooter
    Then Player1 wins the round
    And Player2 takes 2 casualties
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 uses Flame-Thrower (Weird West Edition) to raise its bullets by 1
      Player1 wins the round by 1 rank
      """
