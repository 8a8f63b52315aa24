@card:19004 @blind
Feature: Raven (blind proof)
  Legend. "If you are the leader, your posse has a -2 stud penalty if it has less bullets
  than the opposing posse. You have an extra control point during Sundown if you control
  equal or more in-town deeds that you do not own compared to each other player.
  Noon, Boot: Choose an in-town deed. Your shooter has +2 bullets during shootouts there.
  The next time you win a shootout there, or if you control it during Sundown and do not
  own it, give your dude there a permanent +1 bullets if they do not already have a
  permanent bullet bonus."

  Pancho Castillo: a stud, 3 bullets. Clint Ramsey: a stud, 2 bullets, 1 influence.
  Olivia Jenks: a draw, 2 bullets, 2 influence. Board "main street": Player1 owns General
  Store (1 CP) and Telegraph Office (2 CP), Player2 owns Railroad Station (1 CP).

  Background:
    Given the board "main street"
    And Player1's legend is "Raven"
    And Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"

  Scenario: Leading a posse with fewer bullets, Raven's player draws with 2 less stud bonus
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    Then the log contains "Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"

  Scenario: Leading a posse with as many bullets as the opposing one, there is no penalty
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"
    Then the log contains "Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"

  Scenario: As the mark with fewer bullets, there is no penalty
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clint Ramsey"
    Then the log contains "Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"

  Scenario: Controlling more in-town deeds it does not own, Raven's player has an extra control point during Sundown only
    Given Player1 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    Then Player1 has 4 control points
    When the game advances to Sundown
    Then Player1 has 5 control points

  Scenario: Controlling fewer such deeds than the opponent, there is no extra control point
    Given Player2 has these dudes:
      | dude         | at            |
      | Clint Ramsey | General Store |
    When the game advances to Sundown
    Then Player2 controls "General Store"
    And Player1 has 2 control points

  Scenario: The chosen deed gives the shooter +2 bullets there, and winning there gives a permanent +1 bullets
    Given Player1 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
    And Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    When Player1 uses "Raven"
    And Player1 selects "General Store"
    And Player2 passes
    And Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    Then "Raven" is booted
    And the log contains "Player1 draws 10 cards with a stud bonus of 5 and a draw bonus of 0"
    When Player2 covers the casualties with "ace Olivia Jenks"
    And the game advances to Sundown
    Then "Pancho Castillo" has 4 bullets

  Scenario: A shootout elsewhere gets no bonus from the chosen deed
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 uses "Raven"
    And Player1 selects "General Store"
    And Player2 passes
    And Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    Then the log contains "Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"

  Scenario: Neither the Town Square nor an out-of-town deed can be chosen
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 uses "Raven"
    Then Player1 is asked to "Select a deed"
    And Player1 may not choose "Town Square"
    And Player1 may not choose "Blake Ranch"
    And Player1 may choose "General Store"

  Scenario: Controlling the chosen deed during Sundown without owning it gives the dude there a permanent +1 bullets
    Given Player1 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    When Player1 uses "Raven"
    And Player1 selects "Railroad Station"
    And the game advances to Sundown
    Then "Olivia Jenks" has 3 bullets

  Scenario: A chosen deed Raven's player owns gives no bullets at Sundown
    Given Player1 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    When Player1 uses "Raven"
    And Player1 selects "General Store"
    And the game advances to Sundown
    Then "Olivia Jenks" has 2 bullets

  @ruling:raven-extra-point-on-a-tie
  Scenario: Neither player controls a deed they do not own: equal, so Raven's player has the extra control point
    Given Player2 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    When the game advances to Sundown
    Then Player1 has 4 control points
