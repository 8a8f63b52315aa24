@card:25037 @blind
Feature: The Father's Cross (blind proof)
  "If this dude is Blessed, increase their Blessed rating by 1."

  Ezrael Jones is a Blessed 1; Jake Smiley has no Blessed skill.

  Scenario: A Blessed dude with the Cross is a Blessed 2
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at             | attachments        |
      | Ezrael Jones | Player1's home | The Father's Cross |
      | Jake Smiley  | Player1's home |                    |
    Then "Ezrael Jones" has 2 blessed skill

  Scenario: A dude who is not Blessed gains no Blessed rating from it
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at             | attachments        |
      | Jake Smiley  | Player1's home | The Father's Cross |
    Then "Jake Smiley" has 0 blessed skill
    And "Jake Smiley" does not have the keyword "Blessed"

  Scenario: A Blessed 0 dude is Blessed: the Cross makes him a Blessed 1
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude             | at             | attachments        |
      | Brother Petrovic | Player1's home | The Father's Cross |
    Then "Brother Petrovic" has 1 blessed skill
