@card:23044
Feature: Benediction
  Spell, Miracle. Noon Miracle 6: Choose another dude at this or an adjacent location. That
  dude has +2 to each of their skill ratings (the skills are Huckster, Blessed, Shaman, and
  Mad Scientist). If they do not have a skill, this dude has +1 bullets.

  Ezrael Jones (Blessed 1, 1 bullet) casts it: a pull of 5 or more succeeds. Steele Archer is
  a Huckster 2; Clyde Owens has no skill; Blake Ranch is adjacent to nothing.

  Background:
    Given the phase is High Noon
    And Player1's out of town deeds are "Blake Ranch"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Ezrael Jones  | Town Square | Benediction |
      | Steele Archer | home        |             |
      | Jake Smiley   | Blake Ranch |             |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  Scenario: A Huckster next door gets +2 to his skill rating for the day
    Given Player1's next pull is "5H"
    When Player1 uses "Benediction"
    Then Player1 may not choose "Ezrael Jones"
    And Player1 may not choose "Jake Smiley"
    When Player1 selects "Steele Archer"
    Then "Steele Archer" has 4 huckster skill
    And "Steele Archer" has "skill:huckster +2, skill:blessed +2, skill:shaman +2, skill:mad scientist +2" from "Benediction" until end of day
    And "Ezrael Jones" has 1 bullets
    And the log contains "Player1 gives Steele Archer +2 to each of their skill ratings"

  Scenario: A dude without a skill: the Blessed has +1 bullets instead
    Given Player1's next pull is "5H"
    When Player1 uses "Benediction"
    And Player1 selects "Clyde Owens"
    Then "Ezrael Jones" has 2 bullets
    And "Ezrael Jones" has "bullets +1" from "Benediction" until end of day
    And the log contains "Player1 gives Ezrael Jones +1 bullets"

  Scenario: A pull of 4 (5 in all) fails
    Given Player1's next pull is "4H"
    When Player1 uses "Benediction"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" has 2 huckster skill
