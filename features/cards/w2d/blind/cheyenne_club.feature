@card:23034 @blind
Feature: Cheyenne Club (blind proof)
  Controller Noon, Boot: Choose a dude at this or an adjacent location. That dude has +1 to
  each of their skill ratings (the skills are Mad Scientist, Blessed, Huckster, and Shaman).

  Player1's street runs home, Cheyenne Club, General Store. Steele Archer is Huckster 2;
  Olivia Jenks has no skill. A Noon ability's effect lasts the day (§8.3).

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Cheyenne Club, General Store"
    And Player2's out of town deeds are "Blake Ranch"

  Scenario: A Huckster at the deed gets +1 Huckster skill for the day
    Given Player1 has these dudes:
      | dude          | at            |
      | Steele Archer | Cheyenne Club |
    When Player1 uses "Cheyenne Club"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" has 3 huckster skill
    And "Cheyenne Club" is booted
    When the game advances to Sundown
    Then "Steele Archer" has 3 huckster skill

  Scenario: An adjacent location is in reach; a dude without a skill gains none
    Given Player1 has these dudes:
      | dude          | at            |
      | Steele Archer | General Store |
      | Olivia Jenks  | Cheyenne Club |
    When Player1 uses "Cheyenne Club"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 0 huckster skill
    And "Olivia Jenks" has 0 blessed skill
    And "Steele Archer" has 2 huckster skill

  Scenario: A dude out of town is not in reach
    Given Player1 has these dudes:
      | dude          | at            |
      | Olivia Jenks  | Cheyenne Club |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Blake Ranch |
    When Player1 uses "Cheyenne Club"
    And Player1 tries to select "Steele Archer"
    Then the play is refused by rule "ability.target"
    And "Steele Archer" has 2 huckster skill
    And Player1 is asked to "Select a dude"
