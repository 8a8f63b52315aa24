@card:24057
Feature: Mariel Lewis (Weird West Edition)
  Shootout: If you are not running a job and your posse has higher total influence than the
  opposing posse, remove a dude from the opposing posse and send them home (without booting).

  Influence printed: Mariel Lewis 2, Olivia Jenks 2, Laura Banks 2, Jon Longstride 1; Steven Wiles 3,
  Clint Ramsey 1.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                              | at          |
      | Mariel Lewis (Weird West Edition) | Town Square |
      | Olivia Jenks                      | Town Square |
      | Jon Longstride                    | Town Square |
      | Laura Banks                       | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Clint Ramsey | Town Square |

  Scenario: With more influence in a call out she sends an opposing dude home unbooted
    Given a shootout at "Town Square" led by "Steven Wiles" against "Mariel Lewis (Weird West Edition)"
    And Player1's posse is "Mariel Lewis (Weird West Edition), Olivia Jenks, Jon Longstride"
    And Player2's posse is "Steven Wiles, Clint Ramsey"
    When Player1 uses "Mariel Lewis (Weird West Edition)"
    Then the options are:
      """
      Steven Wiles
      Clint Ramsey
      cancel
      """
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" is unbooted
    And Player2's posse is "Clint Ramsey"
    And the log contains "Player1 uses Mariel Lewis (Weird West Edition) to send Steven Wiles home"
    And Player1 is asked to "Select a dude"

  # Laura Banks's own Shootout ability keeps Player1's play window open where Mariel's is refused.

  Scenario: Equal influence is not higher
    Given a shootout at "Town Square" led by "Steven Wiles" against "Mariel Lewis (Weird West Edition)"
    And Player1's posse is "Mariel Lewis (Weird West Edition), Laura Banks"
    And Player2's posse is "Steven Wiles, Clint Ramsey"
    When Player1 tries to use "Mariel Lewis (Weird West Edition)"
    Then the play is refused by rule "ability.condition"
    And Player1 is asked to "Select a play"

  Scenario: Not while you are running a job
    Given a job "Kidnappin'" at "Town Square" led by "Mariel Lewis (Weird West Edition)" against "Clint Ramsey"
    And Player1's posse is "Mariel Lewis (Weird West Edition), Olivia Jenks, Laura Banks"
    And Player2's posse is "Steven Wiles, Clint Ramsey"
    When Player1 tries to use "Mariel Lewis (Weird West Edition)"
    Then the play is refused by rule "ability.condition"
    And Player1 is asked to "Select a play"

  Scenario: Defending against another player's job she may use it
    Given a job "Kidnappin'" at "Town Square" led by "Steven Wiles" against "Mariel Lewis (Weird West Edition)"
    And Player1's posse is "Mariel Lewis (Weird West Edition), Olivia Jenks, Jon Longstride"
    And Player2's posse is "Steven Wiles, Clint Ramsey"
    When Player1 uses "Mariel Lewis (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is at "Player2's home"
    And Player2's posse is "Steven Wiles"
    And Player1 is asked to "Select a dude"
