@card:23024 @blind
Feature: Reggie Mallard (blind proof)
  1 bullet, stud. Reggie has a bullet bonus equal to the number of Hucksters in his posse.
  This bonus cannot exceed +4.

  Steele Archer, Micah Ryse, Jonah Essex, Jia Mein and Ivor Hawley are Hucksters; Clyde Owens
  is not.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes"

  Scenario: Two Hucksters in his posse: +2 bullets
    Given Player1 has these dudes:
      | dude           | at          |
      | Reggie Mallard | Town Square |
      | Steele Archer  | Town Square |
      | Micah Ryse     | Town Square |
      | Clyde Owens    | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Reggie Mallard" against "Pancho Castillo"
    And Player1's posse is "Reggie Mallard, Steele Archer, Micah Ryse, Clyde Owens"
    Then "Reggie Mallard" has 3 bullets
    And Player1 is asked to "Select a play"

  Scenario: Outside a shootout Reggie has no posse and no bonus
    Given Player1 has these dudes:
      | dude           | at          |
      | Reggie Mallard | Town Square |
      | Steele Archer  | Town Square |
    Then "Reggie Mallard" has 1 bullets

  Scenario: Five Hucksters give no more than +4
    Given Player1 has these dudes:
      | dude           | at          |
      | Reggie Mallard | Town Square |
      | Steele Archer  | Town Square |
      | Micah Ryse     | Town Square |
      | Jonah Essex    | Town Square |
      | Jia Mein       | Town Square |
      | Ivor Hawley    | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Reggie Mallard" against "Pancho Castillo"
    And Player1's posse is "Reggie Mallard, Steele Archer, Micah Ryse, Jonah Essex, Jia Mein, Ivor Hawley"
    Then "Reggie Mallard" has 5 bullets
    And Player1 is asked to "Select a play"

  Scenario: An opposing Huckster does not count
    Given Player1 has these dudes:
      | dude           | at          |
      | Reggie Mallard | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And a shootout at "Town Square" led by "Reggie Mallard" against "Steele Archer"
    Then "Reggie Mallard" has 1 bullets
    And Player1 is asked to "Select a play"
