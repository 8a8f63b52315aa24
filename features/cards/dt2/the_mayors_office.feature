@card:24105
Feature: The Mayor's Office (Weird West Edition)
  Deed, Private • Government. Controller Noon, Boot: Give +1 or -1 influence to a nearby
  dude.

  The office stands between Player1's home and General Store; the town square is adjacent
  to it too; Blake Ranch, out of town, is not. Steven Wiles has 3
  influence, Pancho Castillo 2; Clint Ramsey stays out of town.

  Background:
    Given the board "shootout"
    And Player1's street is "home, The Mayor's Office (Weird West Edition), General Store"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Blake Ranch |
    And Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store |

  @rule:location.nearby
  Scenario: Any nearby dude, an opponent's too, gets -1 influence until the end of the day
    When Player1 uses "The Mayor's Office (Weird West Edition)"
    Then the options are:
      """
      Pancho Castillo
      Steven Wiles
      cancel
      """
    When Player1 selects "Steven Wiles"
    And Player1 chooses "-1"
    Then "Steven Wiles" has 2 influence
    And "Steven Wiles" has "influence -1" from "The Mayor's Office (Weird West Edition)" until end of day
    And "The Mayor's Office (Weird West Edition)" is booted
    And the log contains "Player1 gives Steven Wiles -1 influence"

  Scenario: Or +1 influence
    When Player1 uses "The Mayor's Office (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "+1"
    Then "Pancho Castillo" has 3 influence
    And the log contains "Player1 gives Pancho Castillo +1 influence"

  Scenario: Whoever controls the office uses it, and never says "choose"
    Given Player2 has these dudes:
      | dude         | at                                      |
      | Steven Wiles | The Mayor's Office (Weird West Edition) |
    And "Pancho Castillo" gets "cannot be chosen by opponents" from "Pancho Castillo" until end of day
    And it is Player2's turn
    When Player2 uses "The Mayor's Office (Weird West Edition)"
    And Player2 selects "Pancho Castillo"
    And Player2 chooses "-1"
    Then "Pancho Castillo" has 1 influence
    And the log contains "Player2 gives Pancho Castillo -1 influence"
