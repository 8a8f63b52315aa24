@card:21046
Feature: Adler's Needle
  Shootout, Boot: Choose an opposing dude at this or an adjacent location not in the
  shootout. That dude's controller may have that dude join their posse. If that dude does not
  join, this dude gains a permanent control point. If this dude has higher grit than that dude
  and they do not join, that dude gets -1 influence while not at home until after Sundown.

  Pancho Castillo (with the Needle) has far more grit than Steele Archer (0 bullets, value 4,
  2 influence) and less than Steven Wiles (3 bullets, value 8, 3 influence). Grit is value + bullets
  + influence.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at             | attachments    |
      | Pancho Castillo | Town Square    | Adler's Needle |
      | Jake Smiley     | Player1's home |                |
    And Player2 has these dudes:
      | dude          | at                 |
      | Clyde Owens   | Town Square        |
      | Steele Archer | Bank of California |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clyde Owens"

  Scenario: Refusing to join, the dude costs his side a control point and his influence away from home
    When Player1 uses "Adler's Needle"
    Then the options are:
      """
      Steele Archer
      cancel
      """
    When Player1 selects "Steele Archer"
    And Player2 chooses "stay out"
    Then "Pancho Castillo" has 1 control points
    And "Adler's Needle" is booted
    And "Steele Archer" has 1 influence
    And "Steele Archer" has "influence -1" from "Adler's Needle" until end of day
    And the log contains in order:
      """
      Player1 gives Pancho Castillo a permanent control point
      Player1 gives Steele Archer -1 influence while not at home
      """
    And Player1 is asked to "Select a card"

  Scenario: Joining, the dude comes to the fight and nothing else happens
    When Player1 uses "Adler's Needle"
    And Player1 selects "Steele Archer"
    And Player2 chooses "join the posse"
    Then Player2's posse is "Clyde Owens, Steele Archer"
    And the log contains "Player2 has Steele Archer join their posse"
    And "Steele Archer" is at "Town Square"
    And "Pancho Castillo" has 0 control points
    And "Steele Archer" has no lasting effects
    And Player2 is asked to "Select a dude"

  Scenario: Refused by a grittier dude, only the control point
    Given Player2 has these dudes:
      | dude         | at                 |
      | Clyde Owens  | Town Square        |
      | Steven Wiles | Bank of California |
    When Player1 uses "Adler's Needle"
    And Player1 selects "Steven Wiles"
    And Player2 chooses "stay out"
    Then "Pancho Castillo" has 1 control points
    And "Steven Wiles" has no lasting effects
    And Player1 is asked to "Select a card"

  Scenario: At home, the dude keeps his influence
    Given Player2 has these dudes:
      | dude          | at             |
      | Clyde Owens   | Town Square    |
      | Steele Archer | Player2's home |
    When Player1 uses "Adler's Needle"
    And Player1 selects "Steele Archer"
    And Player2 chooses "stay out"
    Then "Steele Archer" has 2 influence
    And the log contains "Player1 gives Steele Archer -1 influence while not at home"
    And Player1 is asked to "Select a card"
