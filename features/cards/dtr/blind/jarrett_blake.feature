@card:01031 @blind
Feature: Jarrett Blake (blind proof)
  Shootout: If Jarrett has a Horse, swap him with one of your dudes in the posse
  (Jarrett joins the posse. The other dude moves to Jarrett's location and is no longer
  in the posse).

  Background:
    Given the board "shootout"
    And a game between "Morgan Cattle Co." and "Law Dogs"
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  Scenario: Jarrett with a Horse swaps places with a posse dude
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Jarrett Blake | Blake Ranch | Mustang     |
      | Lane Healey   | Town Square |             |
      | Jon Longstride| Town Square |             |
    And a shootout at "Town Square" led by "Lane Healey" against "Clyde Owens"
    And Player1's posse is "Lane Healey, Jon Longstride"
    When Player1 uses "Jarrett Blake"
    And Player1 selects "Jon Longstride"
    Then "Jarrett Blake" is at "Town Square"
    And "Jon Longstride" is at "Blake Ranch"
    And Player1's posse is "Lane Healey, Jarrett Blake"
    And Player1 is asked to "Select a dude"

  Scenario: Without a Horse Jarrett cannot swap
    Given Player1 has these dudes:
      | dude          | at          |
      | Jarrett Blake | Blake Ranch |
      | Lane Healey   | Town Square |
    And a shootout at "Town Square" led by "Lane Healey" against "Clyde Owens"
    And Player1's next draw hand is "KS KH KC 7C 7H"
    And Player2's next draw hand is "2H 3D 5C 9S QS"
    When Player1 uses "Jarrett Blake"
    Then "Jarrett Blake" is at "Blake Ranch"
    And "Lane Healey" is at "Town Square"
    And Player1's posse is "Lane Healey"
    And Player2 is asked to "Select a casualty"
