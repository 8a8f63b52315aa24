@card:01005
Feature: Micah Ryse
  Noon: Boot a Hex on Micah to move him (without booting).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude       | at   | booted | attachments             |
      | Micah Ryse | home | yes    | Shadow Walk, Soul Blast |

  Scenario: Micah boots a Hex to move, booted or not, without booting
    When Player1 uses "Micah Ryse"
    Then Player1 is asked to "Select a card"
    And Player1 may choose "Shadow Walk"
    And Player1 may choose "Soul Blast"
    When Player1 selects "Soul Blast"
    And Player1 chooses "Player2's home"
    Then "Micah Ryse" is at "Player2's home"
    And "Micah Ryse" is booted
    And "Soul Blast" is booted
    And "Shadow Walk" is unbooted
    And the log contains in order:
      """
      Player1 boots Soul Blast on Micah Ryse
      Player1 moves Micah Ryse to Player2's home without booting
      """

  Scenario: A booted Hex cannot pay
    Given Player1 has these dudes:
      | dude       | at   | attachments                      |
      | Micah Ryse | home | Shadow Walk (booted), Soul Blast |
    When Player1 uses "Micah Ryse"
    Then Player1 is asked to "Select a card"
    And Player1 may choose "Soul Blast"
    And Player1 may not choose "Shadow Walk"

  Scenario: Without an unbooted Hex Micah cannot move
    Given Player1 has these dudes:
      | dude       | at   | attachments          |
      | Micah Ryse | home | Shadow Walk (booted) |
    When Player1 tries to use "Micah Ryse"
    Then the play is refused because "Micah Ryse has no unbooted Hex to boot"
    And the play is refused by rule "ability.cost"
    And "Micah Ryse" is at "Player1's home"

  Scenario: Only a Hex pays, not other goods
    Given Player1 has these dudes:
      | dude       | at   | attachments |
      | Micah Ryse | home | Mustang     |
    When Player1 tries to use "Micah Ryse"
    Then the play is refused by rule "ability.cost"
    And "Mustang" is unbooted

  Scenario: Micah moves once per day
    Given Player1 has used "Micah Ryse" today
    When Player1 tries to use "Micah Ryse"
    Then the play is refused by rule "noon.once_per_day"
    And "Soul Blast" is unbooted
