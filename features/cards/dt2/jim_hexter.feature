@card:24023
Feature: Jim Hexter (Weird West Edition)
  Shootout Repeat: Pay 1 ghost rock to the controller of the opposing posse's leader or mark
  to make Jim a stud. You may use this ability once per shootout.

  Jim Hexter is printed a draw.

  Background:
    Given the board "shootout"
    And Player1 has 2 ghost rock
    And Player2 has 0 ghost rock
    And Player1 has these dudes:
      | dude                            | at          |
      | Jim Hexter (Weird West Edition) | Town Square |
      | Laura Banks                     | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steven Wiles" against "Jim Hexter (Weird West Edition)"
    And Player1's posse is "Jim Hexter (Weird West Edition), Laura Banks"

  Scenario: Jim pays 1 ghost rock to the opposing player and becomes a stud
    Then "Jim Hexter (Weird West Edition)" is a draw
    When Player1 uses "Jim Hexter (Weird West Edition)"
    Then "Jim Hexter (Weird West Edition)" is a stud
    And Player1 has 1 ghost rock
    And Player2 has 1 ghost rock
    And the log contains in order:
      """
      Player1 pays 1 ghost rock to use Jim Hexter (Weird West Edition)
      Player1 makes Jim Hexter (Weird West Edition) a stud
      """
    And Player1 is asked to "Select a play"

  # Laura Banks's own Shootout ability keeps Player1's play window open.
  Scenario: Once per shootout
    When Player1 uses "Jim Hexter (Weird West Edition)"
    And Player1 tries to use "Jim Hexter (Weird West Edition)"
    Then the play is refused by rule "noon.once_per_day"
    And Player1 has 1 ghost rock
    And Player1 is asked to "Select a play"

  Scenario: Without ghost rock to pay he stays a draw
    Given Player1 has 0 ghost rock
    When Player1 tries to use "Jim Hexter (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
    And "Jim Hexter (Weird West Edition)" is a draw
    And Player1 is asked to "Select a play"

  Scenario: A use in an earlier shootout today does not count against this one
    Given Player1 has used "Jim Hexter (Weird West Edition)" today
    When Player1 uses "Jim Hexter (Weird West Edition)"
    Then "Jim Hexter (Weird West Edition)" is a stud
    And Player1 is asked to "Select a play"
