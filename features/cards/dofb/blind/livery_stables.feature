@card:25031 @blind
Feature: Livery Stables (blind proof)
  Shootout, Boot: Give a dude with a Horse +1 or -1 bullets.

  Livery Stables stands on Player1's street. Steven Wiles prints 3 bullets, Jon
  Longstride 2. Pinto is a Horse.

  Background:
    Given the board "shootout"
    And Player1's street is "home, General Store, Livery Stables"

  Scenario: An opposing dude with a Horse gets -1 bullets for the shootout
    Given Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Pinto       |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    When Player1 uses "Livery Stables"
    Then Player1 may not choose "Jon Longstride"
    When Player1 selects "Steven Wiles"
    And Player1 chooses "-1 bullets"
    Then "Steven Wiles" has 2 bullets
    And "Livery Stables" is booted
    And Player1 is asked to "Select a card"

  Scenario: Your dude with a Horse gets +1 bullets
    Given Player1 has these dudes:
      | dude           | at          | attachments |
      | Jon Longstride | Town Square | Pinto       |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    When Player1 uses "Livery Stables"
    And Player1 selects "Jon Longstride"
    And Player1 chooses "+1 bullets"
    Then "Jon Longstride" has 3 bullets
    And Player1 is asked to "Select a card"
