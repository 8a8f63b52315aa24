@card:01033 @blind
Feature: Rémy LaPointe (blind proof)
  Shootout, Pay 1–4 Ghost Rock: Rémy gets +1 bullets for each ghost rock spent, to a
  maximum rating of 5 bullets.

  Rémy prints 1 bullet; Shotgun gives +1.

  Background:
    Given the board "shootout"
    And a game between "Morgan Cattle Co." and "Law Dogs"
    And Player1 has 5 ghost rock
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  Scenario: Each ghost rock spent gives +1 bullets for the shootout
    Given Player1 has these dudes:
      | dude          | at          |
      | Rémy LaPointe | Town Square |
    And a shootout at "Town Square" led by "Rémy LaPointe" against "Clyde Owens"
    When Player1 uses "Rémy LaPointe"
    And Player1 chooses "pay 2 ghost rock"
    Then "Rémy LaPointe" has 3 bullets
    And Player1 has 3 ghost rock
    And "Rémy LaPointe" has "bullets +2" from "Rémy LaPointe" until end of shootout
    And Player1 is asked to "Select a card"

  Scenario: Four ghost rock reach the maximum of 5 bullets
    Given Player1 has these dudes:
      | dude          | at          |
      | Rémy LaPointe | Town Square |
    And a shootout at "Town Square" led by "Rémy LaPointe" against "Clyde Owens"
    When Player1 uses "Rémy LaPointe"
    And Player1 chooses "pay 4 ghost rock"
    Then "Rémy LaPointe" has 5 bullets
    And Player1 has 1 ghost rock
    And Player1 is asked to "Select a card"

  Scenario: The ability cannot take Rémy past 5 bullets
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Rémy LaPointe | Town Square | Shotgun     |
    And a shootout at "Town Square" led by "Rémy LaPointe" against "Clyde Owens"
    When Player1 uses "Rémy LaPointe"
    Then Player1 may not choose "pay 4 ghost rock"
    When Player1 chooses "pay 3 ghost rock"
    Then "Rémy LaPointe" has 5 bullets
    And Player1 has 2 ghost rock
    And Player1 is asked to "Select a card"

  Scenario: No more than the stash can be spent
    Given Player1 has 2 ghost rock
    And Player1 has these dudes:
      | dude          | at          |
      | Rémy LaPointe | Town Square |
    And a shootout at "Town Square" led by "Rémy LaPointe" against "Clyde Owens"
    When Player1 uses "Rémy LaPointe"
    Then Player1 may choose "pay 2 ghost rock"
    And Player1 may not choose "pay 3 ghost rock"
    And Player1 is asked to "Select an amount"
