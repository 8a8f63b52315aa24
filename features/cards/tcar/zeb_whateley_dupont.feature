@card:19009
Feature: Zeb Whateley-Dupont
  If your outfit is Fourth Ring, Zeb is a stud, and while he is opposing a dude with grit
  11 or higher in a shootout, he cannot have less than 2 bullets and cannot be changed to
  a draw.

  Zeb is printed a 2-bullet draw. Grit is value + bullets + influence: Avie Cline 10 + 0 +
  2 = 12; Steele Archer 4 + 0 + 2 = 6 (11 with +5 value).

  Scenario: In a Fourth Ring outfit Zeb is a stud, unprotected outside a shootout
    Given a game between "The Fourth Ring" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          |
      | Zeb Whateley-Dupont | Town Square |
    And "Zeb Whateley-Dupont" gets "bullets -2" from "Zeb Whateley-Dupont" until end of day
    Then "Zeb Whateley-Dupont" is a stud
    And "Zeb Whateley-Dupont" has 0 bullets

  Scenario: Opposing a dude of grit 12 (beside one of grit 6), Zeb keeps 2 bullets and stays a stud
    Given a game between "The Fourth Ring" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          |
      | Zeb Whateley-Dupont | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Avie Cline    | Town Square |
      | Steele Archer | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Zeb Whateley-Dupont" against "Avie Cline"
    And Player2's posse is "Avie Cline, Steele Archer"
    And "Zeb Whateley-Dupont" gets "bullets -3" from "Avie Cline" until end of shootout
    And "Zeb Whateley-Dupont" gets "draw" from "Avie Cline" until end of shootout
    Then "Zeb Whateley-Dupont" has 2 bullets
    And "Zeb Whateley-Dupont" is a stud
    And Player1 is asked to "Select a play"

  Scenario: What raises his bullets still counts above the floor
    Given a game between "The Fourth Ring" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          |
      | Zeb Whateley-Dupont | Town Square |
    And Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Zeb Whateley-Dupont" against "Avie Cline"
    And "Zeb Whateley-Dupont" gets "bullets +1" from "Zeb Whateley-Dupont" until end of shootout
    Then "Zeb Whateley-Dupont" has 3 bullets
    And Player1 is asked to "Select a play"

  Scenario: Grit exactly 11 is enough
    Given a game between "The Fourth Ring" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          |
      | Zeb Whateley-Dupont | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Zeb Whateley-Dupont" against "Steele Archer"
    And "Steele Archer" gets "value +5" from "Steele Archer" until end of shootout
    And "Zeb Whateley-Dupont" gets "bullets -2" from "Steele Archer" until end of shootout
    Then "Steele Archer" has 11 grit
    And "Zeb Whateley-Dupont" has 2 bullets
    And Player1 is asked to "Select a play"

  Scenario: Opposing only dudes of grit under 11, Zeb can lose bullets and become a draw
    Given a game between "The Fourth Ring" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          |
      | Zeb Whateley-Dupont | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Zeb Whateley-Dupont" against "Steele Archer"
    And "Zeb Whateley-Dupont" gets "bullets -2" from "Steele Archer" until end of shootout
    And "Zeb Whateley-Dupont" gets "draw" from "Steele Archer" until end of shootout
    Then "Zeb Whateley-Dupont" has 0 bullets
    And "Zeb Whateley-Dupont" is a draw
    And Player1 is asked to "Select a play"

  @ruling:zeb-fourth-ring-governs-both-clauses
  Scenario: Outside a Fourth Ring outfit Zeb is a draw and has no floor
    Given a game between "Law Dogs" and "The Sloane Gang"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          |
      | Zeb Whateley-Dupont | Town Square |
    And Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Zeb Whateley-Dupont" against "Avie Cline"
    And "Zeb Whateley-Dupont" gets "bullets -2" from "Avie Cline" until end of shootout
    Then "Zeb Whateley-Dupont" is a draw
    And "Zeb Whateley-Dupont" has 0 bullets
    And Player1 is asked to "Select a play"

  @ruling:zeb-fourth-ring-governs-both-clauses
  Scenario: Zeb at the shootout but in no posse opposes nobody
    Given a game between "The Fourth Ring" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          |
      | Zeb Whateley-Dupont | Town Square |
      | Jake Smiley         | Town Square |
    And Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Jake Smiley" against "Avie Cline"
    And Player1's posse is "Jake Smiley"
    And "Zeb Whateley-Dupont" gets "bullets -2" from "Avie Cline" until end of shootout
    Then "Zeb Whateley-Dupont" has 0 bullets
    And Player1 is asked to "Select a play"
