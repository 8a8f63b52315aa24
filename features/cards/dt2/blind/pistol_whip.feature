@card:24228 @blind
Feature: Pistol Whip (Weird West Edition) (blind proof)
  Shootout: Boot your dude in this posse to send a dude in the other posse home booted.
  Your dude gets -1 bullets (minimum 0).

  Allie Hensman: 2 bullets. Jake Smiley: 1 bullet.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
      | Jake Smiley   | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Town Square |
    And a shootout at "Town Square" led by "Allie Hensman" against "Pancho Castillo"
    And Player1's posse is "Allie Hensman, Jake Smiley"
    And Player2's posse is "Pancho Castillo, Clint Ramsey"
    And Player1's hand is "Pistol Whip (Weird West Edition)"

  Scenario: Your dude boots and loses a bullet; the opposing dude goes home booted
    When Player1 plays "Pistol Whip (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Allie Hensman"
    Then "Allie Hensman" is booted
    And "Allie Hensman" has 1 bullets
    And "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" is booted
    And Player2's posse is "Clint Ramsey"
    And Player1 is asked to "Select a dude"

  Scenario: The bullet penalty stops at 0
    When Player1 plays "Pistol Whip (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" has 0 bullets
    And "Jake Smiley" is booted
    And "Pancho Castillo" is at "Player2's home"
    And Player1 is asked to "Select a dude"
