@card:22031 @blind
Feature: Nicole Sumner (blind proof)
  While Nicole is wanted, she has +3 bullets.
  When Nicole is wanted, her influence is reduced to 0.
  React: After you win lowball, reduce Nicole's bounty to 0.

  Nicole prints 0 bullets (a stud) and 2 influence.

  Scenario: Wanted, Nicole has +3 bullets and 0 influence
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at   | bounty |
      | Nicole Sumner | home | 1      |
    Then "Nicole Sumner" has 3 bullets
    And "Nicole Sumner" has 0 influence

  Scenario: Not wanted, Nicole keeps her printed 0 bullets and 2 influence
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at   |
      | Nicole Sumner | home |
    Then "Nicole Sumner" has 0 bullets
    And "Nicole Sumner" has 2 influence

  Scenario: React: after her player wins lowball, her bounty drops to 0 and she is no longer wanted
    Given the board "lowball"
    And Player1 has these dudes:
      | dude          | at   | bounty |
      | Nicole Sumner | home | 2      |
    And Player1's next draw hand is "AS 2H 3D 4C 6D"
    And Player2's next draw hand is "KS KH 9D 8C 7D"
    When Player1 reacts with "Nicole Sumner"
    Then "Nicole Sumner" has 0 bounty
    And "Nicole Sumner" has 0 bullets
    And "Nicole Sumner" has 2 influence
    And the log contains in order:
      """
      Player1 wins lowball and takes 2 ghost rock from the pot
      Player1 uses Nicole Sumner
      Player1 reduces Nicole Sumner's bounty to 0
      """

  Scenario: After her player loses lowball she has nothing to react to and stays wanted
    Given the board "lowball"
    And Player1 has these dudes:
      | dude          | at   | bounty |
      | Nicole Sumner | home | 2      |
    And Player1's next draw hand is "KS KH 9D 8C 7D"
    And Player2's next draw hand is "AS 2H 3D 4C 6D"
    When Player1 tries to react with "Nicole Sumner"
    Then the play is refused by rule "ability.react"
    And "Nicole Sumner" has 2 bounty
    And "Nicole Sumner" has 3 bullets
