@card:24108
Feature: New Town Hall (Weird West Edition)
  Controller Noon, Boot: Add a permanent control point to this deed.
  Controller Noon, Boot: Remove all control points from this deed.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          street:
            - home
            - card: New Town Hall
              control_points: 2
        - name: Player2
          outfit: Law Dogs
          street: [home]
      """

  Scenario: The Hall gets a permanent control point, and its controller counts it
    When Player1 uses "New Town Hall"
    Then "New Town Hall" has 3 control points
    And "New Town Hall" is booted
    And the log contains "Player1 uses New Town Hall to add a control point to it"
    And Player1 has 3 control points

  Scenario: The Hall loses all its control points
    When Player1 uses "New Town Hall (2nd ability)"
    Then "New Town Hall" has 0 control points
    And "New Town Hall" is booted
    And the log contains "Player1 uses New Town Hall to remove 2 control points from it"

  Scenario: Only the Hall's controller uses it
    Given it is Player2's turn
    When Player2 tries to use "New Town Hall"
    Then the play is refused by rule "ability.controller"
    When Player2 tries to use "New Town Hall (2nd ability)"
    Then the play is refused by rule "ability.controller"
