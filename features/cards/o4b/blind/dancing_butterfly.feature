@card:21051 @blind
Feature: Dancing Butterfly (blind proof)
  Resolution Spirit 10, Boot: If your hand is legal, the opposing player can have a second
  Cheatin' Resolution played against them. The opposing player may cancel this effect by
  sending one of their dudes home booted and giving one of your deeds a permanent control
  point (opponent chooses deed).

  Scenario: The opponent cancels it by sending a dude home booted and giving a deed a control point
    Given the board "shootout"
    And Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude      | at          | attachments       |
      | Black Elk | Town Square | Dancing Butterfly |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Town Square |
    And Player1's next pull is "9H"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 8C KH"
    And a shootout at "Town Square" led by "Black Elk" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Clint Ramsey"
    When Player2 picks "Pancho Castillo" as shooter
    And Player1 uses "Dancing Butterfly"
    And Player2 chooses "cancel"
    And Player2 selects "Clint Ramsey"
    And Player2 selects "General Store"
    Then "Clint Ramsey" is at "Player2's home"
    And "Clint Ramsey" is booted
    And "General Store" has 2 control points
    And Player1 is asked to "Select a casualty"
