@card:01021 @blind
Feature: Xiong "Wendy" Cheng (blind proof)
  Shootout, Boot: Send an opposing dude home booted.

  Background:
    Given the board "shootout"
    And a game between "Law Dogs" and "The Sloane Gang"
    And Player1 has these dudes:
      | dude                | at          |
      | Xiong "Wendy" Cheng | Town Square |
      | Clyde Owens         | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jake Smiley     | Town Square |
      | Allie Hensman   | Town Square |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's posse is "Clyde Owens, Xiong "Wendy" Cheng"
    And Player2's posse is "Pancho Castillo, Jake Smiley"

  Scenario: Wendy boots to send an opposing posse dude home booted
    When Player1 uses "Xiong "Wendy" Cheng"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is at "Player2's home"
    And "Jake Smiley" is booted
    And Player2's posse is "Pancho Castillo"
    And "Xiong "Wendy" Cheng" is booted
    And Player1 is asked to "Select a dude"

  Scenario: Only a dude in the opposing posse can be chosen
    When Player1 uses "Xiong "Wendy" Cheng"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Allie Hensman"
    And Player1 may not choose "Clyde Owens"

  Scenario: A booted Wendy cannot use her ability
    Given Player1 has these dudes:
      | dude                | at          | booted |
      | Xiong "Wendy" Cheng | Town Square | true   |
      | Clyde Owens         | Town Square | false  |
    Then the log contains "Player1 has no shootout play and passes"
    And Player2's posse is "Pancho Castillo, Jake Smiley"
    And "Jake Smiley" is at "Town Square"
    And Player1 is asked to "Select a dude"

  Scenario: Wendy outside the shootout cannot use her Shootout ability
    Given Player1 has these dudes:
      | dude                | at          |
      | Xiong "Wendy" Cheng | home        |
      | Clyde Owens         | Town Square |
    And Player1's posse is "Clyde Owens"
    Then the log contains "Player1 has no shootout play and passes"
    And Player2's posse is "Pancho Castillo, Jake Smiley"
    And "Xiong "Wendy" Cheng" is unbooted
    And Player2 is asked to "Select a dude"
