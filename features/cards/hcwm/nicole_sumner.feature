@card:22031
Feature: Nicole Sumner
  While Nicole is wanted, she has +3 bullets.

  When Nicole is wanted, her influence is reduced to 0.

  React: After you win lowball, reduce Nicole's bounty to 0.

  Nicole prints 0 bullets and 2 influence. Player1's lowball hand (AS 2H 3D 4C 6D) beats
  Player2's pair.

  Scenario: Wanted, she has +3 bullets and no influence
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | bounty |
      | Nicole Sumner | Town Square | 1      |
    Then "Nicole Sumner" has 3 bullets
    And "Nicole Sumner" has 0 influence

  Scenario: Not wanted, she keeps her printed bullets and influence
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Nicole Sumner | Town Square |
    Then "Nicole Sumner" has 0 bullets
    And "Nicole Sumner" has 2 influence

  Scenario: After her player wins lowball she loses her whole bounty
    Given the board "lowball"
    And Player1 has these dudes:
      | dude          | at          | bounty |
      | Nicole Sumner | Town Square | 3      |
    And Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Killer Bunnies Casino"
    And Player2's deck is "Tommy Harden, Shotgun, Bad Company, Whiskey Flask, Circle M Ranch"
    When Player1 reacts with "Nicole Sumner"
    Then "Nicole Sumner" has 0 bounty
    And "Nicole Sumner" has 2 influence
    And "Nicole Sumner" has 0 bullets
    And the log contains in order:
      """
      Player1 wins lowball and takes 2 ghost rock from the pot
      Player1 uses Nicole Sumner
      Player1 reduces Nicole Sumner's bounty to 0
      """

  Scenario: When her player loses lowball there is nothing to react to
    Given the board "lowball"
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Nicole Sumner | Town Square | 3      |
    And Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Killer Bunnies Casino"
    And Player2's deck is "Tommy Harden, Shotgun, Bad Company, Whiskey Flask, Circle M Ranch"
    When Player2 tries to react with "Nicole Sumner"
    Then the play is refused by rule "ability.react"
    And "Nicole Sumner" has 3 bounty

  Scenario: Without a bounty there is nothing to reduce: no React after winning lowball
    Given the board "lowball"
    And Player1 has these dudes:
      | dude          | at          |
      | Nicole Sumner | Town Square |
    And Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Killer Bunnies Casino"
    And Player2's deck is "Tommy Harden, Shotgun, Bad Company, Whiskey Flask, Circle M Ranch"
    When Player1 tries to react with "Nicole Sumner"
    Then the play is refused by rule "ability.react"
    And the log contains "Player1 wins lowball and takes 2 ghost rock from the pot"
