@card:24034 @blind
Feature: Jarrett Blake (blind proof)
  Jarrett Blake (Weird West Edition): "Shootout: If Jarrett has a Horse, swap him with
  one of your dudes in the posse (Jarrett moves to the shootout's location and joins
  the posse. The other dude moves to Jarrett's original location and leaves the
  posse)."

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"

  Scenario: Jarrett with a Horse swaps places with a dude of the posse
    Given Player1 has these dudes:
      | dude                               | at            | attachments |
      | Clint Ramsey                       | Town Square   |             |
      | Jarrett Blake (Weird West Edition) | General Store | Mustang     |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 uses "Jarrett Blake (Weird West Edition)"
    Then Player1 may not choose "Pancho Castillo"
    When Player1 selects "Clint Ramsey"
    Then "Jarrett Blake (Weird West Edition)" is at "Town Square"
    And "Clint Ramsey" is at "General Store"
    And "Clint Ramsey" is unbooted
    And Player1's posse is "Jarrett Blake (Weird West Edition)"
    And "Jarrett Blake (Weird West Edition)" is unbooted
    And Player2 is asked to "Select a casualty"

  Scenario: Jarrett swaps in from a location far from the fight
    Given Player1 has these dudes:
      | dude                               | at          | attachments |
      | Clint Ramsey                       | Town Square |             |
      | Olivia Jenks                       | Town Square |             |
      | Jarrett Blake (Weird West Edition) | Blake Ranch | Mustang     |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    And Player1's posse is "Clint Ramsey, Olivia Jenks"
    When Player1 uses "Jarrett Blake (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Jarrett Blake (Weird West Edition)" is at "Town Square"
    And "Olivia Jenks" is at "Blake Ranch"
    And Player1's posse is "Clint Ramsey, Jarrett Blake (Weird West Edition)"
    When Player1 picks "Jarrett Blake (Weird West Edition)" as shooter
    Then Player2 is asked to "Select a casualty"

  Scenario: Without a Horse Jarrett does not swap
    The ability's text starts with "If": it may be used, and does nothing (§8.1).
    Given Player1 has these dudes:
      | dude                               | at            |
      | Clint Ramsey                       | Town Square   |
      | Jarrett Blake (Weird West Edition) | General Store |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 uses "Jarrett Blake (Weird West Edition)"
    Then "Jarrett Blake (Weird West Edition)" is at "General Store"
    And "Clint Ramsey" is at "Town Square"
    And Player1's posse is "Clint Ramsey"
    And Player2 is asked to "Select a casualty"
    And Player1's posse is "Clint Ramsey"
