@card:24113
Feature: B & B Attorneys (Weird West Edition)
  Controller Noon, Boot: Give a wanted dude 1 bounty, or remove 1 bounty from a wanted
  dude.

  The Weird West Edition rewords the Base Set card ("give a wanted dude 1 bounty, or
  remove 1 bounty"); it shares the Base Set script, and these scenarios prove it behaves
  the same.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, B & B Attorneys (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 2      |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
      | Clint Ramsey | Town Square | 0      |

  Scenario: Raise the bounty on a wanted dude by one
    When Player1 uses "B & B Attorneys (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "raise"
    Then "Olivia Jenks" has 2 bounty
    And "B & B Attorneys (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1 uses B & B Attorneys (Weird West Edition) on Olivia Jenks
      Player1 raises Olivia Jenks's bounty to 2
      """

  Scenario: Lower the bounty on your own wanted dude by one
    When Player1 uses "B & B Attorneys (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "lower"
    Then "Pancho Castillo" has 1 bounty
    And "Pancho Castillo" is wanted
    And the last log line is "Player1 lowers Pancho Castillo's bounty to 1"

  Scenario: A bounty lowered to zero leaves the dude no longer wanted
    When Player1 uses "B & B Attorneys (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "lower"
    Then "Olivia Jenks" has 0 bounty
    And "Olivia Jenks" is not wanted
    And the last log line is "Player1 lowers Olivia Jenks's bounty to 0"

  Scenario: Only wanted dudes may be selected
    When Player1 uses "B & B Attorneys (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Clint Ramsey"
    When Player1 selects "Olivia Jenks"
    Then Player1 is asked to "Select an option"
    And the last log line is "Player1 uses B & B Attorneys (Weird West Edition) on Olivia Jenks"

  Scenario: With no wanted dude in play there is no bounty to change
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    When Player1 tries to use "B & B Attorneys (Weird West Edition)"
    Then the play is refused because "B & B Attorneys (Weird West Edition) has no legal target"
    And the play is refused by rule "ability.target"
    And "B & B Attorneys (Weird West Edition)" is unbooted
    And the log does not contain "Player1 uses B & B Attorneys (Weird West Edition) on Pancho Castillo"

  Scenario: A booted B & B Attorneys (Weird West Edition) cannot be used
    Given Player1's street is "home, B & B Attorneys (Weird West Edition) (booted)"
    When Player1 tries to use "B & B Attorneys (Weird West Edition)"
    Then the play is refused because "B & B Attorneys (Weird West Edition) is booted"
    And the play is refused by rule "ability.cost"
    And "Olivia Jenks" has 1 bounty
    And the log does not contain "Player1 uses B & B Attorneys (Weird West Edition) on Olivia Jenks"

  Scenario: An opponent who controls B & B Attorneys (Weird West Edition) by influence uses it
    Given Player2 has these dudes:
      | dude         | at                                   | bounty |
      | Olivia Jenks | B & B Attorneys (Weird West Edition) | 1      |
    And it is Player2's turn
    When Player2 uses "B & B Attorneys (Weird West Edition)"
    And Player2 selects "Olivia Jenks"
    And Player2 chooses "lower"
    Then "Olivia Jenks" is not wanted
    And "Pancho Castillo" has 2 bounty
    And the last log line is "Player2 lowers Olivia Jenks's bounty to 0"

  Scenario: The owner cannot use B & B Attorneys (Weird West Edition) while an opponent controls it
    Given Player2 has these dudes:
      | dude         | at                                   | bounty |
      | Olivia Jenks | B & B Attorneys (Weird West Edition) | 1      |
    When Player1 tries to use "B & B Attorneys (Weird West Edition)"
    Then the play is refused because "Player1 does not control B & B Attorneys (Weird West Edition)"
    And the play is refused by rule "ability.controller"
    And "Pancho Castillo" has 2 bounty
    And the log does not contain "Player1 uses B & B Attorneys (Weird West Edition) on Pancho Castillo"

  Scenario: B & B Attorneys (Weird West Edition) is used once per day
    Given Player1 has used "B & B Attorneys (Weird West Edition)" today
    When Player1 tries to use "B & B Attorneys (Weird West Edition)"
    Then the play is refused by rule "noon.once_per_day"
    And "Pancho Castillo" has 2 bounty
    And the log does not contain "Player1 uses B & B Attorneys (Weird West Edition) on Pancho Castillo"
