@card:21045
Feature: Scattergun
  Shootout, Boot: If this dude has 1 or more bullets, discard a token dude or a Sidekick with
  cost equal to or less than this dude's bullets.
  Shootout, Boot: An opposing dude with 0 influence does not contribute to draw hand bonuses
  unless they are the shooter.

  Steele Archer has 0 bullets (1 with the Scattergun); Ezrael Jones 1 (2); Pancho Castillo 3 (4). Bluetick is a
  Sidekick costing 2; a Gunslinger token costs 0, has 2 bullets and 0 influence; Allie Hensman
  costs 2 and has 0 influence; Clyde Owens has 2 influence.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude        | at          | attachments |
      | Clyde Owens | Town Square | Bluetick    |
      | Gunslinger  | Town Square |             |

  Scenario: A dude with 1 bullet discards a token dude, not a Sidekick costing 2
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Scattergun  |
    And a shootout at "Town Square" led by "Steele Archer" against "Clyde Owens"
    And Player2's posse is "Clyde Owens, Gunslinger"
    When Player1 uses "Scattergun"
    Then the options are:
      """
      Gunslinger
      cancel
      """
    When Player1 selects "Gunslinger"
    Then Player2's posse is "Clyde Owens"
    And "Scattergun" is booted
    And the log contains "Player1 uses Scattergun to discard Gunslinger"
    And Player1 is asked to "Select a card"

  Scenario: A dude with 2 bullets reaches a Sidekick costing 2
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Scattergun  |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Clyde Owens   | Town Square | Bluetick    |
      | Gunslinger    | Town Square |             |
      | Allie Hensman | Town Square |             |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Clyde Owens"
    And Player2's posse is "Clyde Owens, Gunslinger, Allie Hensman"
    When Player1 uses "Scattergun"
    Then the options are:
      """
      Bluetick
      Gunslinger
      cancel
      """
    When Player1 selects "Bluetick"
    Then "Bluetick" is in Player2's discard pile
    And Player2 is asked to "Select a dude"

  Scenario: A dude with 0 bullets discards nothing
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Scattergun  |
    And "Steele Archer" gets "bullets -1" from "Steele Archer" until end of day
    And a shootout at "Town Square" led by "Steele Archer" against "Clyde Owens"
    And Player2's posse is "Clyde Owens, Gunslinger"
    Then "Steele Archer" has 0 bullets
    And Player1 may not choose "use Scattergun"
    And Player1 may choose "use Scattergun (2nd ability)"
    And Player1 is asked to "Select a play"

  Scenario: An opposing dude with 0 influence adds nothing to his posse's bonuses unless the shooter
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Scattergun  |
      | Allie Hensman   | Town Square |             |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clyde Owens"
    And Player1's posse is "Pancho Castillo, Allie Hensman"
    And Player2's posse is "Clyde Owens, Gunslinger"
    When Player1 uses "Scattergun (2nd ability)"
    Then the options are:
      """
      Gunslinger
      cancel
      """
    When Player1 selects "Gunslinger"
    Then the log contains "Player1 keeps Gunslinger out of draw hand bonuses unless the shooter"
    And "Gunslinger" has "does not contribute to draw hands unless the shooter" from "Scattergun" until end of shootout
    When Player1 picks "Pancho Castillo" as shooter
    And Player2 picks "Clyde Owens" as shooter
    And Player1 is done
    And Player1 keeps the best hand
    Then the log contains "Player2 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"
    And Player2 is asked to "Select a card"
