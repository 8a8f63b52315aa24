@card:24219
Feature: Raking Dragons (Weird West Edition)
  Action, Technique, Tao of Zhu Bajie. Shootout Tao Technique: Boot a dude and give them
  -2 value. Combo if that dude has lower value than this dude.

  Bai Yang Chen (value 9, Kung Fu 1) performs it: his pull must not be above 10 (§7.4).
  Olivia Jenks prints value 2; Steven Wiles stands at Player2's home, out of the
  shootout, beside Clint Ramsey, booted. A combo offers the next Tao of Zhu Bajie technique in hand (Zhu's Ferocity).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2 has these dudes:
      | dude         | at             | booted |
      | Olivia Jenks | Town Square    | no     |
      | Steven Wiles | Player2's home | no     |
      | Clint Ramsey | Player2's home | yes    |
    And Player1's hand is "Raking Dragons (Weird West Edition)"

  @rule:kung_fu.test
  Scenario: The dude is booted with -2 value, and a lower value than this dude's lets him combo
    Given Player1's hand is "Raking Dragons (Weird West Edition), Zhu's Ferocity (Weird West Edition)"
    And Player1's next pull is "4D"
    And "Olivia Jenks" gets "cannot be chosen by opponents" from "Olivia Jenks" until end of day
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Raking Dragons (Weird West Edition)"
    Then the options are:
      """
      Bai Yang Chen
      Olivia Jenks
      Steven Wiles
      cancel
      """
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And "Olivia Jenks" has "value -2" from "Raking Dragons (Weird West Edition)" until end of shootout
    And the log contains in order:
      """
      Player1's Bai Yang Chen succeeds with 4D, not above value 10
      Player1 boots Olivia Jenks and gives them -2 value
      Player1's Bai Yang Chen may combo with another Tao of Zhu Bajie technique
      """
    And Player1 is asked to "Select a combo"

  @rule:kung_fu.test
  Scenario: A failed test boots no one
    Given Player1's next pull is "QD"
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Raking Dragons (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is unbooted
    And "Olivia Jenks" has 2 value
    And Player2 is asked to "Select a casualty"

  @rule:kung_fu.test
  Scenario: No combo when the dude is left with a value equal to this dude's
    # Xiaodan Li (value 2, Kung Fu 1) tests against 3; Pancho Castillo, value 5, drops to 3.
    Given Player1 has these dudes:
      | dude       | at          |
      | Xiaodan Li | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's hand is "Raking Dragons (Weird West Edition), Zhu's Ferocity (Weird West Edition)"
    And Player1's next pull is "2D"
    When Player1 calls out "Pancho Castillo" with "Xiaodan Li"
    And Player2 accepts
    And Player1 plays "Raking Dragons (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Pancho Castillo" has 3 value
    And the log contains "Player1 boots Pancho Castillo and gives them -2 value"
    And the log does not contain "Player1's Xiaodan Li may combo with another Tao of Zhu Bajie technique"
    And Player1 is asked to "Select a play"
