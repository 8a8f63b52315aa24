@card:22002
Feature: Hank Ketchum
  If you are the leader, you must choose your highest grit dude in your posse as your
  shooter.  Resolution, Boot: If your posse only contains a single dude, and that dude has
  at least 1 printed influence, that dude gains Harrowed for this shootout round.

  Grit is value + bullets + influence: Sheriff Dave Montreal 19, Clyde Owens 15, Steven
  Wiles and Clint Ramsey 14 each, Olivia Jenks 6. Jake Smiley has no influence.

  Background:
    Given the board "shootout"
    And Player1's legend is "Hank Ketchum"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  @rule:shootout.shooter.highest_grit
  Scenario: Leading, the highest grit dude is your shooter
    Given Player1 has these dudes:
      | dude                  | at          |
      | Clyde Owens           | Town Square |
      | Sheriff Dave Montreal | Town Square |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's posse is "Clyde Owens, Sheriff Dave Montreal"
    Then the log contains "Player1 has only Sheriff Dave Montreal to pick as shooter"
    And Player1 is asked to "Select a card"

  @rule:shootout.shooter.highest_grit
  Scenario: On a tie for the highest grit either may be picked, no other
    Given Player1 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Clint Ramsey | Town Square |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    And Player1's posse is "Olivia Jenks, Steven Wiles, Clint Ramsey"
    When Player1 tries to pick "Olivia Jenks" as shooter
    Then the play is refused by rule "shootout.shooter.highest_grit"
    And Player1 may choose "Clint Ramsey"
    When Player1 picks "Clint Ramsey" as shooter
    Then the log contains "Player1 picks Clint Ramsey as their shooter"
    And Player1 is asked to "Select a card"

  Scenario: As the mark, any dude may be your shooter
    Given Player1 has these dudes:
      | dude                  | at          |
      | Clyde Owens           | Town Square |
      | Sheriff Dave Montreal | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clyde Owens"
    And Player1's posse is "Clyde Owens, Sheriff Dave Montreal"
    When Player1 picks "Clyde Owens" as shooter
    Then the log contains "Player1 picks Clyde Owens as their shooter"
    And Player2 is asked to "Select a card"

  Scenario: A lone dude with 1 printed influence gains Harrowed for the round
    Given Player1 has these dudes:
      | dude         | at          |
      | Tommy Harden | Town Square |
    And a shootout at "Town Square" led by "Tommy Harden" against "Pancho Castillo"
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 9D 8H 4C"
    When Player1 uses "Hank Ketchum"
    Then "Tommy Harden" has the keyword "Harrowed"
    And "Tommy Harden" has "keyword:harrowed" from "Hank Ketchum" until end of shootout round
    And "Hank Ketchum" is booted
    And the log contains in order:
      """
      Player1 uses Hank Ketchum
      Player1's Tommy Harden gains Harrowed for this shootout round
      """
    And the options are:
      """
      send home Tommy Harden
      """

  Scenario: A lone dude without printed influence does not
    Given Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 9D 8H 4C"
    When Player1 uses "Hank Ketchum"
    Then "Jake Smiley" does not have the keyword "Harrowed"
    And "Hank Ketchum" is booted
    And the options are:
      """
      discard Jake Smiley
      """

  Scenario: A posse of two does not
    Given Player1 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's posse is "Clyde Owens, Olivia Jenks"
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 9D 8H 4C"
    When Player1 uses "Hank Ketchum"
    Then "Clyde Owens" does not have the keyword "Harrowed"
    And "Olivia Jenks" does not have the keyword "Harrowed"
    And Player1 is asked to "Select a casualty"
