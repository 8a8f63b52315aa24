@card:25019
Feature: "Thunder Boy" Nabbe (Exp.1)
  Shootout: Boot Thunder Boy or a Blessed in your posse to make an opposing wanted dude a
  draw.

  Ezrael Jones is a Blessed 1. Steven Wiles (wanted) and Clint Ramsey are studs.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                       | at          |
      | "Thunder Boy" Nabbe (Exp.1) | Town Square |
      | Ezrael Jones               | Town Square |
      | Pancho Castillo            | Town Square |
      | Father Diamond             | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
      | Clint Ramsey | Town Square | 0      |
      | Jake Smiley  | Town Square | 2      |
    And a shootout at "Town Square" led by ""Thunder Boy" Nabbe (Exp.1)" against "Steven Wiles"
    And Player1's posse is ""Thunder Boy" Nabbe (Exp.1), Ezrael Jones, Pancho Castillo"
    And Player2's posse is "Steven Wiles, Clint Ramsey"

  Scenario: Booting a Blessed in his posse makes an opposing wanted dude a draw for the shootout
    When Player1 uses ""Thunder Boy" Nabbe (Exp.1)"
    Then the options are:
      """
      Steven Wiles
      cancel
      """
    When Player1 selects "Steven Wiles"
    Then the options are:
      """
      Boot "Thunder Boy" Nabbe (Exp.1)
      Boot Ezrael Jones
      """
    When Player1 chooses "Boot Ezrael Jones"
    Then "Steven Wiles" is a draw
    And "Steven Wiles" has "draw" from ""Thunder Boy" Nabbe (Exp.1)" until end of shootout
    And "Ezrael Jones" is booted
    And ""Thunder Boy" Nabbe (Exp.1)" is unbooted
    And the log contains "Player1 makes Steven Wiles a draw"
    And Player1 is asked to "Select a dude"
