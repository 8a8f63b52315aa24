@card:24122
Feature: Cattle Market (Weird West Edition)
  If another Ranch is in play, this deed gets +1 control points. Dudes at this deed get
  +3 value.

  The Weird West Edition rewords the Base Set card ("this deed gets +1 control points"
  on a printed 0; "dudes at this deed get +3 value") and costs 3 instead of 4; it shares
  the Base Set script, and these scenarios prove it behaves the same.

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player2 has 10 ghost rock
    And Player1's street is "home, Cattle Market (Weird West Edition)"

  Scenario: Another Ranch of yours gives the Cattle Market (Weird West Edition) a control point
    Given Player1's hand is "Circle M Ranch"
    When Player1 builds "Circle M Ranch" on the right of their street
    Then "Cattle Market (Weird West Edition)" has 1 control points
    And Player1 has 2 control points
    And the log contains "Player1 builds Circle M Ranch on the right of their street for 3 ghost rock"

  Scenario: An opponent's Ranch, even out of town, counts too
    Given Player2's hand is "Blake Ranch"
    And it is Player2's turn
    When Player2 builds "Blake Ranch" out of town
    Then "Cattle Market (Weird West Edition)" has 1 control points
    And Player1 has 1 control points
    And the log contains "Player2 builds Blake Ranch out of town for 4 ghost rock"

  Scenario: A second Cattle Market (Weird West Edition) is another Ranch: both have a control point
    Given Player2's hand is "Cattle Market (Weird West Edition) #2"
    And it is Player2's turn
    When Player2 builds "Cattle Market (Weird West Edition) #2" on the left of their street
    Then "Cattle Market (Weird West Edition)" has 1 control points
    And "Cattle Market (Weird West Edition) #2" has 1 control points
    And the log contains "Player2 builds Cattle Market (Weird West Edition) #2 on the left of their street for 3 ghost rock"

  Scenario: Alone, or with deeds that are not Ranches, it has no control point
    Given Player1's hand is "General Store"
    When Player1 builds "General Store" on the right of their street
    Then "Cattle Market (Weird West Edition)" has 0 control points
    And Player1 has 1 control points
    And the log contains "Player1 builds General Store on the right of their street for 2 ghost rock"

  Scenario: Your dude at the Cattle Market (Weird West Edition) has 3 more value
    Given Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 moves "Olivia Jenks" to "Cattle Market (Weird West Edition)"
    Then "Olivia Jenks" has 5 value
    And the log contains "Player1 moves Olivia Jenks to Cattle Market (Weird West Edition) without booting"

  Scenario: An opposing dude at the Cattle Market (Weird West Edition) has 3 more value too
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And it is Player2's turn
    When Player2 moves "Steven Wiles" to "Cattle Market (Weird West Edition)"
    Then "Steven Wiles" has 11 value
    And the log contains "Player2 moves Steven Wiles to Cattle Market (Weird West Edition) without booting"

  Scenario: Leaving the Cattle Market (Weird West Edition) ends the raise
    Given Player1 has these dudes:
      | dude         | at                                 |
      | Olivia Jenks | Cattle Market (Weird West Edition) |
    Then "Olivia Jenks" has 5 value
    When Player1 moves "Olivia Jenks" to "Town Square"
    Then "Olivia Jenks" has 2 value
    And the log contains "Player1 boots Olivia Jenks to move them to Town Square"

  Scenario: Value never rises above 13
    Given Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    When Player1 moves "Clint Ramsey" to "Cattle Market (Weird West Edition)"
    Then "Clint Ramsey" has 13 value
    And the log contains "Player1 moves Clint Ramsey to Cattle Market (Weird West Edition) without booting"

  @ruling:cattle-market-control-point-adds-to-other-gains
  Scenario: Its +1 control points from another Ranch add to a permanent control point
    Given Player1's out of town deeds are "Blake Ranch"
    And Player1's hand is "Establishin' Who's in Charge"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    Then "Cattle Market (Weird West Edition)" has 1 control points
    When Player1 plays "Establishin' Who's in Charge"
    And Player1 selects "Cattle Market (Weird West Edition)"
    Then the job succeeds
    And "Cattle Market (Weird West Edition)" has 2 control points
    And the log contains "Player1 gives Cattle Market (Weird West Edition) a permanent control point"
