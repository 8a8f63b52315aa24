@card:24045 @blind
Feature: Bobo (blind proof)
  Bobo (Weird West Edition), 1 bullet: "Bobo gets a bullet bonus equal to the highest
  Huckster skill rating in play."

  Steele Archer is Huckster 2, Jia Mein Huckster 1, Avie Cline Huckster 0.

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"

  Scenario: With no Huckster in play Bobo has his printed bullets
    Given Player1 has these dudes:
      | dude                      | at   |
      | Bobo (Weird West Edition) | home |
      | Clint Ramsey              | home |
    Then "Bobo (Weird West Edition)" has 1 bullets

  Scenario: The highest Huckster rating counts, not the sum, whoever controls the Huckster
    Given Player1 has these dudes:
      | dude                          | at   |
      | Bobo (Weird West Edition)     | home |
      | Jia Mein (Weird West Edition) | home |
    And Player2 has these dudes:
      | dude          | at   |
      | Steele Archer | home |
    Then "Bobo (Weird West Edition)" has 3 bullets

  Scenario: A Huckster of his own side counts too
    Given Player1 has these dudes:
      | dude                          | at   |
      | Bobo (Weird West Edition)     | home |
      | Jia Mein (Weird West Edition) | home |
    Then "Bobo (Weird West Edition)" has 2 bullets

  Scenario: A Huckster 0 adds nothing
    Given Player2 has these dudes:
      | dude       | at   |
      | Avie Cline | home |
    And Player1 has these dudes:
      | dude                      | at   |
      | Bobo (Weird West Edition) | home |
    Then "Bobo (Weird West Edition)" has 1 bullets

  Scenario: The bonus follows the Huckster leaving play
    Given Player1 has these dudes:
      | dude                      | at          |
      | Bobo (Weird West Edition) | home        |
      | Clint Ramsey              | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    Then "Bobo (Weird West Edition)" has 3 bullets
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player1 is done
    And Player2 aces "Steele Archer"
    Then "Steele Archer" is in Player2's boot hill
    And "Bobo (Weird West Edition)" has 1 bullets
    And Player1 is asked to "Select a dude"
