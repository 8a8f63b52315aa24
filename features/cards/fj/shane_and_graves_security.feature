@card:06010
Feature: Shane & Graves Security (Frontier Justice)
  Deed, Private. Controller Shootout, Boot: A 2-stud Gunslinger token joins your posse at
  this or an adjacent deed. Remove the Gunslinger token from the game after the shootout.
  (Same behaviour as the Weird West Edition printing, whose script claims this one.)

  The Security stands at the right of Player1's street, next to General Store.

  Background:
    Given the board "shootout"
    And Player1's street is "home, General Store, Shane & Graves Security"

  Scenario: At the deed next door a Gunslinger token joins the posse
    Given Player1 has these dudes:
      | dude           | at            |
      | Jon Longstride | General Store |
    And Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    And a shootout at "General Store" led by "Olivia Jenks" against "Jon Longstride"
    When Player1 uses "Shane & Graves Security"
    Then Player1's posse is "Jon Longstride, Gunslinger"
    And "Gunslinger" is at "General Store"
    And "Shane & Graves Security" is booted
    And "Gunslinger" is a stud
    And "Gunslinger" has 2 bullets
    And the log contains "Player1 uses Shane & Graves Security to bring a Gunslinger token into the posse"
    And Player1 is asked to "Select a dude"

  Scenario: In the town square there is no deed to guard
    Given Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
      | Clyde Owens    | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Jon Longstride"
    Then the log contains "Player1 has no shootout play and passes"
    And Player1's posse is "Jon Longstride"
    And Player2 is asked to "Select a card"

  Scenario: A deed across town is not nearby
    Given Player1 has these dudes:
      | dude           | at                 |
      | Jon Longstride | Bank of California |
    And Player2 has these dudes:
      | dude         | at                 |
      | Olivia Jenks | Bank of California |
    And a shootout at "Bank of California" led by "Olivia Jenks" against "Jon Longstride"
    Then the log contains "Player1 has no shootout play and passes"
    And Player1's posse is "Jon Longstride"
    And Player2 is asked to "Select a card"

  Scenario: Whoever controls it guards the deed itself
    Steven Wiles's 3 influence gives Player2 control of the Security.
    Given Player1 has these dudes:
      | dude           | at                                           |
      | Jon Longstride | Shane & Graves Security |
    And Player2 has these dudes:
      | dude         | at                                           |
      | Steven Wiles | Shane & Graves Security |
    And a shootout at "Shane & Graves Security" led by "Jon Longstride" against "Steven Wiles"
    And it is Player2's turn
    When Player2 uses "Shane & Graves Security"
    Then Player2's posse is "Steven Wiles, Gunslinger"
    And Player2 is asked to "Select a dude"

  Scenario: A home next door is no deed
    Given Player1's street is "home, Shane & Graves Security"
    And Player1 has these dudes:
      | dude           | at             |
      | Jon Longstride | Player1's home |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player1's home |
    And a shootout at "Player1's home" led by "Olivia Jenks" against "Jon Longstride"
    Then the log contains "Player1 has no shootout play and passes"
    And Player2 is asked to "Select a card"
