@card:01074 @blind
Feature: The Union Casino (blind proof)
  Controller Noon, Boot: Choose your dude at this location and pay any amount of ghost
  rock. Each other player may then pay any amount of ghost rock. If you paid at least 4
  ghost rock more than any other player, your dude permanently gets 1 control point.

  Background:
    Given the board "main street"
    And Player1's street is "home, The Union Casino"
    And Player1 has these dudes:
      | dude            | at               |
      | Pancho Castillo | The Union Casino |
      | Clint Ramsey    | Town Square      |

  Scenario Outline: Paying at least 4 more than the other player gives the dude a permanent control point
    When Player1 uses "The Union Casino"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "pay <mine> ghost rock"
    And Player2 chooses "pay <theirs> ghost rock"
    Then "Pancho Castillo" has <cp> control points
    And Player1 has <left> ghost rock
    And Player2 has <their left> ghost rock
    And "The Union Casino" is booted

    Examples:
      | mine | theirs | cp | left | their left |
      | 4    | 0      | 1  | 6    | 10         |
      | 3    | 0      | 0  | 7    | 10         |
      | 6    | 2      | 1  | 4    | 8          |
      | 5    | 2      | 0  | 5    | 8          |
      | 0    | 0      | 0  | 10   | 10         |

  Scenario: Only the player's own dude at the Casino can be chosen
    Given Player2 has these dudes:
      | dude         | at               |
      | Tommy Harden | The Union Casino |
    When Player1 uses "The Union Casino"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Clint Ramsey"
    And Player1 may not choose "Tommy Harden"
    And Player1 is asked to "Select a dude"

  Scenario: The control point is permanent: it outlasts the day
    Given Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |
    When Player1 uses "The Union Casino"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "pay 4 ghost rock"
    And Player2 chooses "pay 0 ghost rock"
    And the game advances to the High Noon phase of day 2
    Then it is day 2
    And "Pancho Castillo" has 1 control points
