@card:22028 @blind
Feature: Camillus S. Fly (blind proof)
  React: After Camillus enters play during High Noon, one of your other dudes becomes a
  stud.

  Jon Longstride is a draw. Camillus costs 2.

  Scenario: Hired at High Noon, Camillus makes another of your dudes a stud
    Given the board "shootout"
    And Player1 has 5 ghost rock
    And Player1's hand is "Camillus S. Fly"
    And Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    When Player1 hires "Camillus S. Fly"
    And Player1 reacts with "Camillus S. Fly"
    And Player1 selects "Jon Longstride"
    Then "Jon Longstride" is a stud
    And "Camillus S. Fly" is a draw
    And Player1 has 3 ghost rock

  Scenario: Only one of your own dudes may become a stud
    Given the board "shootout"
    And Player1 has 5 ghost rock
    And Player1's hand is "Camillus S. Fly"
    And Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    When Player1 hires "Camillus S. Fly"
    And Player1 reacts with "Camillus S. Fly"
    And Player1 tries to select "Steele Archer"
    Then the play is refused by rule "ability.target"
    And "Steele Archer" is a draw
    And Player1 is asked to "Select a dude"

  @ruling:camillus-stud-lasts-the-phase
  Scenario: The React states no duration: the stud lasts the High Noon phase (§8.3)
    Given the board "shootout"
    And Player1 has 5 ghost rock
    And Player1's hand is "Camillus S. Fly"
    And Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    When Player1 hires "Camillus S. Fly"
    And Player1 reacts with "Camillus S. Fly"
    And Player1 selects "Jon Longstride"
    And the game advances to Sundown
    Then "Jon Longstride" is a draw

  Scenario: Camillus cannot make himself a stud
    Given the board "shootout"
    And Player1 has 5 ghost rock
    And Player1's hand is "Camillus S. Fly"
    And Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    When Player1 hires "Camillus S. Fly"
    And Player1 reacts with "Camillus S. Fly"
    And Player1 tries to select "Camillus S. Fly"
    Then the play is refused by rule "ability.target"
    And "Camillus S. Fly" is a draw
    And Player1 is asked to "Select a dude"
