@card:23034
Feature: Cheyenne Club
  Deed, Private. Controller Noon, Boot: Choose a dude at this or an adjacent location. That
  dude has +1 to each of their skill ratings (the skills are Mad Scientist, Blessed,
  Huckster, and Shaman).

  Player1's street: home, General Store, Cheyenne Club. Steele Archer is a Huckster 2,
  Harold Aimslee a Mad Scientist 2, Clyde Owens has no skill; Blake Ranch is adjacent to
  nothing.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store, Cheyenne Club"
    And Player1's out of town deeds are "Blake Ranch"
    And Player1 has these dudes:
      | dude           | at            |
      | Steele Archer  | General Store |
      | Clyde Owens    | Cheyenne Club |
      | Harold Aimslee | Blake Ranch   |
    And Player2 has these dudes:
      | dude   | at   |
      | Sloane | home |

  Scenario: A dude next door gets +1 to his skill rating until the end of the day
    When Player1 uses "Cheyenne Club"
    Then Player1 may choose "Clyde Owens"
    And Player1 may not choose "Harold Aimslee"
    When Player1 selects "Steele Archer"
    Then "Steele Archer" has 3 huckster skill
    And "Steele Archer" has "skill:huckster +1, skill:blessed +1, skill:shaman +1, skill:mad scientist +1" from "Cheyenne Club" until end of day
    And "Cheyenne Club" is booted
    And the log contains "Player1 gives Steele Archer +1 to each of their skill ratings"
    When the game advances to the Gamblin' phase of day 2
    Then "Steele Archer" has 2 huckster skill

  Scenario: A dude without a skill gains none
    When Player1 uses "Cheyenne Club"
    And Player1 selects "Clyde Owens"
    Then "Clyde Owens" has 0 huckster skill
    And "Clyde Owens" has 0 shaman skill

  Scenario: Only the deed's controller may use it
    Given it is Player2's turn
    When Player2 tries to use "Cheyenne Club"
    Then the play is refused by rule "ability.controller"
