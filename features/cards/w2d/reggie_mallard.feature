@card:23024
Feature: Reggie Mallard
  Reggie has a bullet bonus equal to the number of Hucksters in his posse. This bonus
  cannot exceed +4.

  Reggie Mallard is a 1-bullet stud. Steele Archer, Alfred Byrne, Evan Lucas, Auntie
  Sinister and Rosaleen Byrne are Hucksters; Olivia Jenks is not.

  Scenario: Two Hucksters in his posse give +2; an opposing Huckster and a Huckster outside the posse do not count
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at          |
      | Reggie Mallard | Town Square |
      | Steele Archer  | Town Square |
      | Alfred Byrne   | Town Square |
      | Olivia Jenks   | Town Square |
      | Evan Lucas     | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Steven Wiles    | Town Square |
      | Auntie Sinister | Town Square |
    And a shootout at "Town Square" led by "Reggie Mallard" against "Steven Wiles"
    And Player1's posse is "Reggie Mallard, Steele Archer, Alfred Byrne, Olivia Jenks"
    And Player2's posse is "Steven Wiles, Auntie Sinister"
    Then "Reggie Mallard" has 3 bullets
    And Player1 is asked to "Select a dude"

  Scenario: Five Hucksters give no more than +4
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          |
      | Reggie Mallard  | Town Square |
      | Steele Archer   | Town Square |
      | Alfred Byrne    | Town Square |
      | Evan Lucas      | Town Square |
      | Auntie Sinister | Town Square |
      | Rosaleen Byrne  | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Reggie Mallard" against "Steven Wiles"
    And Player1's posse is "Reggie Mallard, Steele Archer, Alfred Byrne, Evan Lucas, Auntie Sinister, Rosaleen Byrne"
    Then "Reggie Mallard" has 5 bullets
    And Player1 is asked to "Select a dude"

  Scenario: Outside a shootout he has no posse and no bonus
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at          |
      | Reggie Mallard | Town Square |
      | Steele Archer  | Town Square |
    Then "Reggie Mallard" has 1 bullets
