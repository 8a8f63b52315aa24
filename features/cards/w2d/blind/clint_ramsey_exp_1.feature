@card:23019 @blind
Feature: Clint Ramsey (Exp.1) (blind proof)
  Experienced Deputy, 2 bullets, stud. Repeat React: After your opponent reveals a cheatin'
  hand, unboot Clint.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                 | at          | booted |
      | Clint Ramsey (Exp.1) | Town Square | yes    |
      | Jake Smiley          | Town Square | no     |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's next draw hand is "2H 4D 7C 9S KH"

  Scenario: The opponent reveals a cheatin' hand: Clint unboots
    Given Player2's next draw hand is "4S 4S 4D 9H KC"
    When Player1 calls out "Pancho Castillo" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Clint Ramsey (Exp.1)" to the posse
    And Player1 picks "Jake Smiley" as shooter
    And Player1 reacts with "Clint Ramsey (Exp.1)"
    Then "Clint Ramsey (Exp.1)" is unbooted
    And Player1 is asked to "Select a casualty"

  Scenario: A legal hand leaves Clint booted
    Given Player2's next draw hand is "4S 4C 4D 9H KC"
    When Player1 calls out "Pancho Castillo" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Clint Ramsey (Exp.1)" to the posse
    And Player1 picks "Jake Smiley" as shooter
    Then "Clint Ramsey (Exp.1)" is booted
    And Player1 is asked to "Select a casualty"

  Scenario: In lowball too: a cheatin' lowball hand unboots Clint
    Given the board "lowball"
    And Player1 has these dudes:
      | dude                 | at   | booted |
      | Clint Ramsey (Exp.1) | home | yes    |
    And Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Killer Bunnies Casino"
    And Player2's deck is "Tommy Harden, Shotgun, Shotgun #2, Whiskey Flask, Circle M Ranch"
    When Player1 reacts with "Clint Ramsey (Exp.1)"
    Then "Clint Ramsey (Exp.1)" is unbooted
