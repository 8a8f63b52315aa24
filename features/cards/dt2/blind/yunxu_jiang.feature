@card:24020 @blind
Feature: Yunxu Jiang (blind proof)
  Dude, Kung Fu 1. "While Yunxu Jiang is in a shootout at a location you control, each
  of your other dudes in the posse gets +1 bullets and +1 value."
  Player1 owns and controls General Store; nobody controls the town square.

  Scenario: At a location Player1 controls, the other posse dudes get +1 bullets and +1 value
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                             | at            |
      | Yunxu Jiang (Weird West Edition) | General Store |
      | Olivia Jenks                     | General Store |
    And Player2 has these dudes:
      | dude         | at            |
      | Travis Moone | General Store |
    And a shootout at "General Store" led by "Travis Moone" against "Yunxu Jiang (Weird West Edition)"
    And Player1's posse is "Yunxu Jiang (Weird West Edition), Olivia Jenks"
    Then "Olivia Jenks" has 3 bullets
    And "Olivia Jenks" has 3 value
    And "Yunxu Jiang (Weird West Edition)" has 1 bullets
    And "Travis Moone" has 2 bullets
    And Player1 is asked to "Select a dude"

  Scenario: At the town square nobody controls, no bonus
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                             | at          |
      | Yunxu Jiang (Weird West Edition) | Town Square |
      | Olivia Jenks                     | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Travis Moone | Town Square |
    And a shootout at "Town Square" led by "Travis Moone" against "Yunxu Jiang (Weird West Edition)"
    And Player1's posse is "Yunxu Jiang (Weird West Edition), Olivia Jenks"
    Then "Olivia Jenks" has 2 bullets
    And "Olivia Jenks" has 2 value
    And Player1 is asked to "Select a dude"

  Scenario: Outside a shootout, no bonus even at a controlled location
    Given the board "main street"
    And Player1 has these dudes:
      | dude                             | at            |
      | Yunxu Jiang (Weird West Edition) | General Store |
      | Olivia Jenks                     | General Store |
    Then "Olivia Jenks" has 2 bullets
    And "Olivia Jenks" has 2 value
