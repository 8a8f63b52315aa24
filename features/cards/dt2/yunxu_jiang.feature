@card:24020
Feature: Yunxu Jiang (Weird West Edition)
  Dude, Kung Fu 1, 1 bullets, value 7. While Yunxu Jiang is in a shootout at a location
  you control, each of your other dudes in the posse gets +1 bullets and +1 value.

  Player1 controls his General Store; nobody controls the town square. Pancho Castillo
  prints 3 bullets and value 5; Steele Archer stays out of the posse.

  Scenario: At a deed you control, her other posse dudes get +1 bullets and +1 value
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                             | at            |
      | Yunxu Jiang (Weird West Edition) | General Store |
      | Pancho Castillo                  | General Store |
      | Steele Archer                    | General Store |
    And Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    When Player1 calls out "Olivia Jenks" with "Yunxu Jiang (Weird West Edition)"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 is done
    Then "Pancho Castillo" has 4 bullets
    And "Pancho Castillo" has 6 value
    And "Yunxu Jiang (Weird West Edition)" has 1 bullets
    And "Steele Archer" has 0 bullets
    And "Olivia Jenks" has 2 bullets
    And Player1 is asked to "Select a dude"

  Scenario: In the town square, which nobody controls, nothing
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                             | at          |
      | Yunxu Jiang (Weird West Edition) | Town Square |
      | Pancho Castillo                  | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Yunxu Jiang (Weird West Edition)"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    Then "Pancho Castillo" has 3 bullets
    And "Pancho Castillo" has 5 value
    And Player1 is asked to "Select a dude"

  Scenario: Out of a shootout, nothing
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                             | at            |
      | Yunxu Jiang (Weird West Edition) | General Store |
      | Pancho Castillo                  | General Store |
    Then "Pancho Castillo" has 3 bullets
