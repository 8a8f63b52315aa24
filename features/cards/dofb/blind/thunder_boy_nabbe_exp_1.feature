@card:25019 @blind
Feature: "Thunder Boy" Nabbe (Exp.1) (blind proof)
  Shootout: Boot Thunder Boy or a Blessed in your posse to make an opposing wanted dude a
  draw.

  Amity Hopkins is a Blessed 2; Clint Ramsey is not Blessed. Pancho Castillo and Steven
  Wiles print as studs; Pancho is wanted, Steven is not.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                        | at          |
      | "Thunder Boy" Nabbe (Exp.1) | Town Square |
      | Amity Hopkins               | Town Square |
      | Clint Ramsey                | Town Square |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
      | Steven Wiles    | Town Square | 0      |
    And a shootout at "Town Square" led by ""Thunder Boy" Nabbe (Exp.1)" against "Pancho Castillo"
    And Player1's posse is ""Thunder Boy" Nabbe (Exp.1), Amity Hopkins, Clint Ramsey"
    And Player2's posse is "Pancho Castillo, Steven Wiles"

  Scenario: Booting a Blessed in the posse makes an opposing wanted dude a draw
    When Player1 uses ""Thunder Boy" Nabbe (Exp.1)"
    Then Player1 may not choose "Steven Wiles"
    When Player1 selects "Pancho Castillo"
    Then Player1 may not choose "Clint Ramsey"
    When Player1 selects "Amity Hopkins"
    Then "Pancho Castillo" is a draw
    And "Amity Hopkins" is booted
    And ""Thunder Boy" Nabbe (Exp.1)" is unbooted
    And "Steven Wiles" is a stud
    And "Pancho Castillo" has "draw" from ""Thunder Boy" Nabbe (Exp.1)" until end of shootout
    And Player1 is asked to "Select a dude"

  Scenario: Thunder Boy may boot himself instead
    When Player1 uses ""Thunder Boy" Nabbe (Exp.1)"
    And Player1 selects "Pancho Castillo"
    And Player1 selects ""Thunder Boy" Nabbe (Exp.1)"
    Then "Pancho Castillo" is a draw
    And ""Thunder Boy" Nabbe (Exp.1)" is booted
    And "Amity Hopkins" is unbooted
    And Player1 is asked to "Select a dude"
