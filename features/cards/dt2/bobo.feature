@card:24045
Feature: Bobo (Weird West Edition)
  Bobo gets a bullet bonus equal to the highest Huckster skill rating in play.

  The Weird West Edition says "gets" where the Base Set says "gains": the same constant
  bullet bonus, so this printing shares the Base Set script (cards/dtr/bobo.py).

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude | at          |
      | Bobo (Weird West Edition) | Town Square |

  Scenario: The highest Huckster rating in play, whoever controls it, arms Bobo
    Given Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Jonah Essex   | home        |
      | Avie Cline    | home        |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    Then "Bobo (Weird West Edition)" has 3 bullets
    When Player1 calls out "Steele Archer" with "Bobo (Weird West Edition)"
    And Player2 accepts
    And Player2 is done
    Then the log contains "Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"
    When Player2 discards "Steele Archer"
    Then "Bobo (Weird West Edition)" has 2 bullets
    And Player1 is asked to "Select a dude"

  Scenario: With no Huckster in play Bobo keeps his printed bullet
    Given Player2 has these dudes:
      | dude         | at   |
      | Steven Wiles | home |
    Then "Bobo (Weird West Edition)" has 1 bullets
