@card:21027 @blind
Feature: Eli Leatherwood (blind proof)
  A dude with no printed ability: value 4, a stud with 2 bullets, 2 influence, cost 4,
  upkeep 2 (Morgan Cattle Co.: in a Morgan outfit he pays his printed upkeep).

  Scenario: Hired for 4 ghost rock, he stands at home with his printed stats
    Given a game between "Smith & Robards Trade Show" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 4 ghost rock
    And Player1's hand is "Eli Leatherwood"
    When Player1 hires "Eli Leatherwood"
    Then "Eli Leatherwood" is at "Player1's home"
    And Player1 has 0 ghost rock
    And "Eli Leatherwood" has 2 bullets
    And "Eli Leatherwood" has 2 influence
    And "Eli Leatherwood" has 2 upkeep
    And "Eli Leatherwood" is a stud
