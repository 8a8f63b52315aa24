@card:21046 @blind
Feature: Adler's Needle (blind proof)
  Shootout, Boot: Choose an opposing dude at this or an adjacent location not in the
  shootout. That dude's controller may have that dude join their posse. If that dude does not
  join, this dude gains a permanent control point. If this dude has higher grit than that
  dude and they do not join, that dude gets -1 influence while not at home until after
  Sundown.

  Pancho Castillo's grit is 10 (12 with the Needle's +2 bullets); Irving Patterson's is 3,
  with 2 influence. Player2's street holds The Pharmacy, next to the
  town square.

  Background:
    Given the board "shootout"
    And Player2's street is "home, The Pharmacy"
    And Player1 has these dudes:
      | dude            | at          | attachments    |
      | Pancho Castillo | Town Square | Adler's Needle |
    And Player2 has these dudes:
      | dude             | at           |
      | Jake Smiley      | Town Square  |
      | Irving Patterson | The Pharmacy |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Jake Smiley"

  Scenario: The dude does not join: a permanent control point, and -1 influence away from home
    When Player1 uses "Adler's Needle"
    And Player1 selects "Irving Patterson"
    And Player2 chooses "stay out"
    Then "Pancho Castillo" has 1 control points
    And "Irving Patterson" has 1 influence
    And "Irving Patterson" has "influence -1" from "Adler's Needle" until end of day
    And Player2's posse is "Jake Smiley"
    And Player1 is asked to "Select a card"
    And "Adler's Needle" is booted

  Scenario: The dude joins: no control point, no penalty
    When Player1 uses "Adler's Needle"
    And Player1 selects "Irving Patterson"
    And Player2 chooses "join the posse"
    Then Player2's posse is "Jake Smiley, Irving Patterson"
    And "Pancho Castillo" has 0 control points
    And "Irving Patterson" has 2 influence
    And Player2 is asked to "Select a dude"

  Scenario: A dude already in the shootout cannot be chosen
    When Player1 uses "Adler's Needle"
    Then Player1 may not choose "Jake Smiley"
    And Player1 may choose "Irving Patterson"
    And Player1 is asked to "Select a dude"

  Scenario: A dude with higher grit who stays out loses no influence; the point is still gained
    Clint Ramsey's grit is 14 (value 11, 2 bullets, 1 influence), over Pancho's 12.
    Given Player2 has these dudes:
      | dude         | at           |
      | Jake Smiley  | Town Square  |
      | Clint Ramsey | The Pharmacy |
    When Player1 uses "Adler's Needle"
    And Player1 selects "Clint Ramsey"
    And Player2 chooses "stay out"
    Then "Pancho Castillo" has 1 control points
    And "Clint Ramsey" has 1 influence
    And Player1 is asked to "Select a card"
