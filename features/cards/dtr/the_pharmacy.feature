@card:01078
Feature: The Pharmacy
  Controller Noon, Boot: Unboot a dude.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, The Pharmacy"
    And Player1 has these dudes:
      | dude            | at   | booted |
      | Pancho Castillo | home | yes    |
    And Player2 has these dudes:
      | dude         | at          | booted |
      | Olivia Jenks | Town Square | yes    |
      | Clint Ramsey | Town Square | no     |

  Scenario: Unboot your booted dude
    When Player1 uses "The Pharmacy"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is unbooted
    And "The Pharmacy" is booted
    And the last log line is "Player1 uses The Pharmacy to unboot Pancho Castillo"

  Scenario: Any booted dude may be selected, and only a booted one
    When Player1 uses "The Pharmacy"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Clint Ramsey"
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is unbooted
    And "Pancho Castillo" is booted
    And the last log line is "Player1 uses The Pharmacy to unboot Olivia Jenks"

  Scenario: With no booted dude in play there is nothing to unboot
    Given Player1 has these dudes:
      | dude            | booted |
      | Pancho Castillo | no     |
    And Player2 has these dudes:
      | dude         | booted |
      | Olivia Jenks | no     |
    When Player1 tries to use "The Pharmacy"
    Then the play is refused because "The Pharmacy has no legal target"
    And the play is refused by rule "ability.target"
    And "The Pharmacy" is unbooted
    And the log does not contain "Player1 uses The Pharmacy to unboot Pancho Castillo"

  Scenario: A booted Pharmacy cannot be used
    Given Player1's street is "home, The Pharmacy (booted)"
    When Player1 tries to use "The Pharmacy"
    Then the play is refused because "The Pharmacy is booted"
    And the play is refused by rule "ability.cost"
    And "Pancho Castillo" is booted
    And the log does not contain "Player1 uses The Pharmacy to unboot Pancho Castillo"

  Scenario: An opponent who controls The Pharmacy by influence uses it
    Given Player2 has these dudes:
      | dude         | at           | booted |
      | Olivia Jenks | The Pharmacy | yes    |
    And it is Player2's turn
    When Player2 uses "The Pharmacy"
    And Player2 selects "Olivia Jenks"
    Then "Olivia Jenks" is unbooted
    And "The Pharmacy" is booted
    And the last log line is "Player2 uses The Pharmacy to unboot Olivia Jenks"

  Scenario: The owner cannot use The Pharmacy while an opponent controls it
    Given Player2 has these dudes:
      | dude         | at           |
      | Olivia Jenks | The Pharmacy |
    When Player1 tries to use "The Pharmacy"
    Then the play is refused because "Player1 does not control The Pharmacy"
    And the play is refused by rule "ability.controller"
    And "Pancho Castillo" is booted
    And the log does not contain "Player1 uses The Pharmacy to unboot Pancho Castillo"

  Scenario: The Pharmacy is used once per day
    Given Player1 has used "The Pharmacy" today
    When Player1 tries to use "The Pharmacy"
    Then the play is refused by rule "noon.once_per_day"
    And "Pancho Castillo" is booted
    And the log does not contain "Player1 uses The Pharmacy to unboot Pancho Castillo"
