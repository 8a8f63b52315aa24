@card:20021 @blind
Feature: Xiong "Wendy" Cheng (Exp.1) (blind proof)
  Dude, Deputy. Opposing wanted dudes at Wendy's location have -2 value.
  Shootout, Boot: Choose an opposing dude. Send them home booted. If they have bounty
  greater than their grit, discard them.

  Pancho Castillo is value 5, grit 10 (5 + 3 + 2); Steven Wiles (value 8) is not wanted.

  Scenario: Opposing wanted dudes at her location lose 2 value; others do not
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                       | at          | bounty |
      | Xiong "Wendy" Cheng (Exp.1) | Town Square | 0      |
      | Max Baine                  | Town Square | 2      |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
      | Steven Wiles    | Town Square | 0      |
      | Clint Ramsey    | home        | 1      |
    Then "Pancho Castillo" has 3 value
    And "Steven Wiles" has 8 value
    And "Clint Ramsey" has 11 value
    And "Max Baine" has 12 value

  Scenario Outline: An opposing dude goes home booted, and is discarded if his bounty is above his grit
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                        | at          |
      | Xiong "Wendy" Cheng (Exp.1) | Town Square |
    And Player2 has these dudes:
      | dude            | at          | bounty   |
      | Pancho Castillo | Town Square | <bounty> |
      | Steven Wiles    | Town Square | 0        |
    And a shootout at "Town Square" led by "Xiong "Wendy" Cheng (Exp.1)" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Pancho Castillo"
    When Player1 uses "Xiong "Wendy" Cheng (Exp.1)"
    Then Player1 may not choose "Xiong "Wendy" Cheng (Exp.1)"
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is <where>
    And "Xiong "Wendy" Cheng (Exp.1)" is booted
    And Player2's posse is "Steven Wiles"
    And Player1 is asked to "Select a casualty"

    Examples:
      | bounty | where               |
      | 1      | at "Player2's home" |
      | 14     | not in play         |

  @ruling:wendy-exp-reads-grit-once-home
  Scenario: His grit is read once he is home, without Wendy's -2 value
    Pancho's grit is 8 beside Wendy, 10 at home: a bounty of 9 leaves him in play.
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                        | at          |
      | Xiong "Wendy" Cheng (Exp.1) | Town Square |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 9      |
      | Steven Wiles    | Town Square | 0      |
    And a shootout at "Town Square" led by "Xiong "Wendy" Cheng (Exp.1)" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Pancho Castillo"
    Then "Pancho Castillo" has 3 value
    When Player1 uses "Xiong "Wendy" Cheng (Exp.1)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" has 5 value
    And Player1 is asked to "Select a casualty"
