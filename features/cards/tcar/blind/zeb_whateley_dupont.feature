@card:19009 @blind
Feature: Zeb Whateley-Dupont (blind proof)
  If your outfit is Fourth Ring, Zeb is a stud, and while he is opposing a dude with grit 11
  or higher in a shootout, he cannot have less than 2 bullets and cannot be changed to a
  draw.

  Zeb prints 2 bullets and is a draw. Grit is value + bullets + influence: Steven Wiles
  8 + 3 + 3 = 14, Olivia Jenks 2 + 2 + 2 = 6.

  Scenario: With a Fourth Ring outfit Zeb is a stud
    Given a game between "The Fourth Ring" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          |
      | Zeb Whateley-Dupont | Town Square |
    Then "Zeb Whateley-Dupont" is a stud

  Scenario: With another outfit he stays a draw
    Given a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          |
      | Zeb Whateley-Dupont | Town Square |
    Then "Zeb Whateley-Dupont" is a draw

  Scenario: Opposing a dude with grit 11 or more, his bullets do not fall below 2 and he stays a stud
    Given a game between "The Fourth Ring" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          |
      | Zeb Whateley-Dupont | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And "Zeb Whateley-Dupont" gets "bullets -2" from "Steven Wiles" until end of day
    And "Zeb Whateley-Dupont" gets "draw" from "Steven Wiles" until end of day
    And a shootout at "Town Square" led by "Zeb Whateley-Dupont" against "Steven Wiles"
    Then "Zeb Whateley-Dupont" has 2 bullets
    And "Zeb Whateley-Dupont" is a stud
    And Player1 is asked to "Select a casualty"

  Scenario: Opposing only dudes with less grit, the penalty applies
    Given a game between "The Fourth Ring" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          |
      | Zeb Whateley-Dupont | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And "Zeb Whateley-Dupont" gets "bullets -2" from "Olivia Jenks" until end of day
    And "Zeb Whateley-Dupont" gets "draw" from "Olivia Jenks" until end of day
    And a shootout at "Town Square" led by "Zeb Whateley-Dupont" against "Olivia Jenks"
    Then "Zeb Whateley-Dupont" has 0 bullets
    And "Zeb Whateley-Dupont" is a draw
    And Player1 is asked to "Select a casualty"

  Scenario: Outside a shootout the floor does not hold
    Given a game between "The Fourth Ring" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          |
      | Zeb Whateley-Dupont | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And "Zeb Whateley-Dupont" gets "bullets -2" from "Steven Wiles" until end of day
    Then "Zeb Whateley-Dupont" has 0 bullets

  Scenario: Grit exactly 11 is enough; grit 10 is not
    Given a game between "The Fourth Ring" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          |
      | Zeb Whateley-Dupont | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And "Olivia Jenks" gets "value +5" from "Olivia Jenks" until end of day
    And "Zeb Whateley-Dupont" gets "bullets -1" from "Olivia Jenks" until end of day
    And a shootout at "Town Square" led by "Zeb Whateley-Dupont" against "Olivia Jenks"
    Then "Zeb Whateley-Dupont" has 2 bullets
    And Player1 is asked to "Select a casualty"

  Scenario: Grit 10 is not enough
    Given a game between "The Fourth Ring" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          |
      | Zeb Whateley-Dupont | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And "Zeb Whateley-Dupont" gets "bullets -1" from "Pancho Castillo" until end of day
    And a shootout at "Town Square" led by "Zeb Whateley-Dupont" against "Pancho Castillo"
    Then "Zeb Whateley-Dupont" has 1 bullets
    And Player1 is asked to "Select a casualty"
