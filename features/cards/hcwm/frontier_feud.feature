@card:22055
Feature: Frontier Feud
  Noon: Move your unbooted in-town dude to town square and boot them. Your opponent must
  either give that dude 1 permanent control point, or move one of their in-town dudes to
  town square and call out that dude. No other dudes may join this shootout.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1's hand is "Frontier Feud"
    And Player1 has 2 ghost rock
    And Player1 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
      | Clint Ramsey | Town Square   |

  Scenario: The opponent with no in-town dude must give the dude a permanent control point
    Given Player2's out of town deeds are "Blake Ranch"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Blake Ranch |
    When Player1 plays "Frontier Feud"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is booted
    And the log contains "Player1 moves Olivia Jenks to Town Square"
    And Player2 is asked to "Select an option"
    And the options are:
      """
      give a control point
      """
    When Player2 chooses "give a control point"
    Then "Olivia Jenks" has 1 control points
    And Player1 has 0 ghost rock
    And "Steven Wiles" is at "Blake Ranch"
    And the log contains "Player2 gives Olivia Jenks 1 permanent control point"

  Scenario: The opponent calls the dude out: nobody else joins the shootout
    Given Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |
      | Jake Smiley  | Town Square    |
    When Player1 plays "Frontier Feud"
    And Player1 selects "Olivia Jenks"
    And Player2 chooses "call out"
    And Player2 selects "Steven Wiles"
    Then "Steven Wiles" is at "Town Square"
    And "Steven Wiles" is unbooted
    And the log contains "Player2 moves Steven Wiles to Town Square"
    And the log contains "Player2's Steven Wiles calls out Olivia Jenks"
    When Player1 accepts
    Then Player1's posse is "Olivia Jenks"
    And Player2's posse is "Steven Wiles"
    And "Olivia Jenks" has 0 control points
    And Player1 is asked to "Select a card"

  Scenario: Only your unbooted in-town dudes may be chosen
    Given Player1's out of town deeds are "Blake Ranch"
    And Player1 has these dudes:
      | dude            | at             | booted |
      | Olivia Jenks    | General Store  | no     |
      | Clint Ramsey    | Town Square    | no     |
      | Pancho Castillo | Player1's home | yes    |
      | Jake Smiley     | Blake Ranch    | no     |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 plays "Frontier Feud"
    Then the options are:
      """
      Olivia Jenks
      Clint Ramsey
      cancel
      """
    When Player1 selects "Clint Ramsey"
    And Player2 chooses "give a control point"
    Then "Clint Ramsey" has 1 control points
    And "Clint Ramsey" is booted
