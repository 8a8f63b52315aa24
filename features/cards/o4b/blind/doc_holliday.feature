@card:21007 @blind
Feature: Doc Holliday (blind proof)
  Legend. "If you are the leader and do not have a spellcaster in your posse, your posse
  has a -2 stud penalty. Shootout, Boot: Give your dude a bullet bonus equal to the
  spellcaster skill rating of a dude in this shootout. That dude has a maximum bullet
  rating of 4."

  Pancho Castillo: a stud, 3 bullets. Clint Ramsey: a stud, 2 bullets. Olivia Jenks: a
  draw, 2 bullets. Steele Archer: a draw, 0 bullets, Huckster 2.

  Background:
    Given the phase is High Noon
    And Player1's legend is "Doc Holliday"
    And Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"

  Scenario: Leading without a spellcaster, the posse draws with 2 less stud bonus
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    Then the log contains "Player1 draws 6 cards with a stud bonus of 1 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"

  Scenario: Leading with a spellcaster in the posse, there is no penalty
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Steele Archer   | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player1's posse is "Pancho Castillo, Steele Archer"
    When Player1 passes
    And Player1 picks "Pancho Castillo" as shooter
    Then the log contains "Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 1"
    And Player2 is asked to "Select a casualty"

  Scenario: As the mark without a spellcaster, there is no penalty
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    Then the log contains "Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"

  Scenario: The bonus is the skill rating of a dude in the shootout, an opposing one too, until the shootout ends
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Steele Archer"
    When Player1 uses "Doc Holliday"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 4 bullets
    And "Doc Holliday" is booted
    And the log contains "Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0"
    When Player2 covers the casualties with "ace Steele Archer"
    And the game advances to Sundown
    Then "Clint Ramsey" has 2 bullets

  Scenario: Among several dudes in the shootout, a spellcaster's rating counts, not a dude without a skill
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Steele Archer | Town Square |
      | Avie Cline    | Town Square |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Steele Archer, Avie Cline"
    When Player1 uses "Doc Holliday"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 4 bullets
    And the log contains "Player1 gives Clint Ramsey +2 bullets, Steele Archer's spellcaster rating, to a maximum of 4"
    And Player2 is asked to "Select a dude"

  @ruling:doc-holliday-caps-the-dude-he-helps
  Scenario: The dude given the bonus has at most 4 bullets
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steele Archer"
    When Player1 uses "Doc Holliday"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 4 bullets
    And Player2 is asked to "Select a casualty"
