@card:01068
Feature: Cattle Market
  This deed has 1 control point if another Ranch is in play.
  All dudes have their value raised by 3 while at this deed.

  Cattle Market prints 0 control points. Circle M Ranch (1 control point) and Blake
  Ranch (Out of Town) are Ranches; General Store is not.

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player2 has 10 ghost rock
    And Player1's street is "home, Cattle Market"

  Scenario: Another Ranch of yours gives the Cattle Market a control point
    Given Player1's hand is "Circle M Ranch"
    When Player1 builds "Circle M Ranch" on the right of their street
    Then "Cattle Market" has 1 control points
    And Player1 has 2 control points
    And the log contains "Player1 builds Circle M Ranch on the right of their street for 3 ghost rock"

  Scenario: An opponent's Ranch, even out of town, counts too
    Given Player2's hand is "Blake Ranch"
    And it is Player2's turn
    When Player2 builds "Blake Ranch" out of town
    Then "Cattle Market" has 1 control points
    And Player1 has 1 control points
    And the log contains "Player2 builds Blake Ranch out of town for 4 ghost rock"

  Scenario: A second Cattle Market is another Ranch: both have a control point
    Given Player2's hand is "Cattle Market #2"
    And it is Player2's turn
    When Player2 builds "Cattle Market #2" on the left of their street
    Then "Cattle Market" has 1 control points
    And "Cattle Market #2" has 1 control points
    And the log contains "Player2 builds Cattle Market #2 on the left of their street for 4 ghost rock"

  Scenario: Alone, or with deeds that are not Ranches, it has no control point
    Given Player1's hand is "General Store"
    When Player1 builds "General Store" on the right of their street
    Then "Cattle Market" has 0 control points
    And Player1 has 1 control points
    And the log contains "Player1 builds General Store on the right of their street for 2 ghost rock"

  Scenario: Your dude at the Cattle Market has 3 more value
    Given Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 moves "Olivia Jenks" to "Cattle Market"
    Then "Olivia Jenks" has 5 value
    And the log contains "Player1 moves Olivia Jenks to Cattle Market without booting"

  Scenario: An opposing dude at the Cattle Market has 3 more value too
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And it is Player2's turn
    When Player2 moves "Steven Wiles" to "Cattle Market"
    Then "Steven Wiles" has 11 value
    And the log contains "Player2 moves Steven Wiles to Cattle Market without booting"

  Scenario: Leaving the Cattle Market ends the raise
    Given Player1 has these dudes:
      | dude         | at            |
      | Olivia Jenks | Cattle Market |
    Then "Olivia Jenks" has 5 value
    When Player1 moves "Olivia Jenks" to "Town Square"
    Then "Olivia Jenks" has 2 value
    And the log contains "Player1 boots Olivia Jenks to move them to Town Square"

  Scenario: Value never rises above 13
    Given Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    When Player1 moves "Clint Ramsey" to "Cattle Market"
    Then "Clint Ramsey" has 13 value
    And the log contains "Player1 moves Clint Ramsey to Cattle Market without booting"

  @ruling:cattle-market-control-point-adds-to-other-gains
  Scenario: Its control point from another Ranch adds to a permanent control point
    Establishin' Who's in Charge: "If successful, the deed permanently gains 1 control
    point." With another Ranch in play the Cattle Market has 1 control point, and 2 with
    the permanent one, as the Weird West Edition's "+1 control points" reads.
    Given Player1's out of town deeds are "Blake Ranch"
    And Player1's hand is "Establishin' Who's in Charge"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    Then "Cattle Market" has 1 control points
    When Player1 plays "Establishin' Who's in Charge"
    And Player1 selects "Cattle Market"
    Then the job succeeds
    And "Cattle Market" has 2 control points
    And the log contains "Player1 gives Cattle Market a permanent control point"
