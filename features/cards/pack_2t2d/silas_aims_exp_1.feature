@card:20028
Feature: Silas Aims (Exp.1)
  Dude, 0 bullets (stud). Silas has a bullet bonus equal to his bounty, to a maximum bonus
  of 4.

  Shootout, Boot: Send an opposing dude with less bullets than Silas's bounty home booted.
  If Silas is the mark, he ignores the boot cost of this ability.

  Olivia Jenks prints 2 bullets, Steven Wiles 3.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |

  Scenario: His bullet bonus is his bounty, up to 4
    Given Player1 has these dudes:
      | dude               | at          | bounty |
      | Silas Aims (Exp.1) | Town Square | 6      |
    Then "Silas Aims (Exp.1)" has 4 bullets

  Scenario: He sends home booted an opposing dude with fewer bullets than his bounty, and boots
    Given Player1 has these dudes:
      | dude               | at          | bounty |
      | Silas Aims (Exp.1) | Town Square | 3      |
    When Player1 calls out "Steven Wiles" with "Silas Aims (Exp.1)"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 uses "Silas Aims (Exp.1)"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Steven Wiles"
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And Player2's posse is "Steven Wiles"
    And "Silas Aims (Exp.1)" is booted
    And "Silas Aims (Exp.1)" has 3 bullets
    And the log contains "Player1 uses Silas Aims (Exp.1) to send Olivia Jenks home booted"
    And Player1 is asked to "Select a casualty"

  Scenario: As the mark he ignores the boot cost, booted or not
    Given Player1 has these dudes:
      | dude               | at          | bounty | booted |
      | Silas Aims (Exp.1) | Town Square | 3      | yes    |
    And it is Player2's turn
    When Player2 calls out "Silas Aims (Exp.1)" with "Steven Wiles"
    And Player1 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 uses "Silas Aims (Exp.1)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Player2's home"
    And "Silas Aims (Exp.1)" is booted
    And Player2 is asked to "Select a casualty"

  Scenario: As the mark an unbooted Silas stays unbooted
    Given Player1 has these dudes:
      | dude               | at          | bounty |
      | Silas Aims (Exp.1) | Town Square | 3      |
    And it is Player2's turn
    When Player2 calls out "Silas Aims (Exp.1)" with "Steven Wiles"
    And Player1 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 uses "Silas Aims (Exp.1)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Player2's home"
    And "Silas Aims (Exp.1)" is unbooted
    And Player2 is asked to "Select a casualty"

  Scenario: A booted Silas who is not the mark cannot pay the boot cost
    Given Player1 has these dudes:
      | dude               | at          | bounty | booted |
      | Silas Aims (Exp.1) | Town Square | 3      | yes    |
      | Pancho Castillo    | Town Square | 0      | no     |
    And Player1's hand is "Sun in Yer Eyes"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Silas Aims (Exp.1)" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 tries to use "Silas Aims (Exp.1)"
    Then the play is refused by rule "ability.cost"
    And "Olivia Jenks" is at "Town Square"
    And Player1 is asked to "Select a play"

  Scenario: Only an opposing dude with fewer bullets than his bounty, even one that cannot be chosen
    Given Player1 has these dudes:
      | dude               | at          | bounty |
      | Silas Aims (Exp.1) | Town Square | 2      |
      | Steele Archer      | Town Square | 0      |
    And Player2 has these dudes:
      | dude            | at          |
      | Steven Wiles    | Town Square |
      | Olivia Jenks    | Town Square |
      | Clementine Lepp | Town Square |
    And "Clementine Lepp" gets "cannot be chosen by opponents" from "Clementine Lepp" until end of day
    When Player1 calls out "Steven Wiles" with "Silas Aims (Exp.1)"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 adds "Clementine Lepp" to the posse
    And Player1 uses "Silas Aims (Exp.1)"
    Then Player1 may choose "Clementine Lepp"
    And Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Steven Wiles"
    And Player1 may not choose "Steele Archer"
    When Player1 selects "Clementine Lepp"
    Then "Clementine Lepp" is at "Player2's home"
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    And Player1 is asked to "Select a dude"
