Feature: Using a deed's abilities as if you controlled it
  Rules digest §4.3 and §8.1: a deed's "Controller" abilities belong to whoever controls it
  by influence. An effect printed "you may use abilities on <deeds> as if you controlled
  them" (Marcia Ridge (Weird West Edition), at the town square with more influence there
  than each other player: the deeds adjacent to it) lets its player use them too; it takes
  nothing from the deed's real controller, and it lapses as soon as its condition does.

  Charlie's Place (Player2's): "Controller Noon, Boot: Raise or lower the bullets of a dude
  at this location by 2". Olivia Jenks (2 bullets, 2 influence) holds it for Player2;
  Marcia Ridge has 2 influence, Clint Ramsey 1.

  Background:
    Given the phase is High Noon
    And Player2's street is "home, Charlie's Place"
    And Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Charlie's Place |
      | Clint Ramsey | Town Square     |

  @rule:ability.controller
  Scenario: The deed's controller keeps its ability
    Given it is Player2's turn
    When Player2 uses "Charlie's Place"
    And Player2 selects "Olivia Jenks"
    And Player2 chooses "raise"
    Then "Olivia Jenks" has 4 bullets
    And Player2 controls "Charlie's Place"

  @rule:ability.controller
  Scenario: The permission lapses once Marcia leaves the town square
    When Player1 moves "Marcia Ridge (Weird West Edition)" to "Player1's home"
    And Player2 passes
    And Player1 tries to use "Charlie's Place"
    Then the play is refused by rule "ability.controller"
    And "Charlie's Place" is unbooted

  @rule:noon.once_per_day
  Scenario: The ability's use today counts for both players
    When Player1 uses "Charlie's Place"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "lower"
    And Player2 tries to use "Charlie's Place"
    Then the play is refused by rule "noon.once_per_day"
    And "Olivia Jenks" has 0 bullets
