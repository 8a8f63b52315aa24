@card:01039
Feature: Sanford Taylor
  Dude, 2 bullets stud, influence 1. Noon, Boot: Call out a dude at this deed. If Sanford is
  wanted, the call-out cannot be refused.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Bunkhouse"

  Scenario: A wanted Sanford calls out a dude at his deed, who cannot refuse
    Given Player1 has these dudes:
      | dude           | at        | bounty |
      | Sanford Taylor | Bunkhouse | 1      |
    And Player2 has these dudes:
      | dude         | at        |
      | Olivia Jenks | Bunkhouse |
    When Player1 uses "Sanford Taylor"
    And Player1 selects "Olivia Jenks"
    And Player2 tries to refuse
    Then the play is refused by rule "callout.must_accept"
    And the play is refused because "Olivia Jenks cannot refuse this call out"
    And Player2 may choose "accept"
    And Player2 is asked to "Select an option"
    And "Sanford Taylor" is booted
    And the log contains in order:
      """
      Player1 uses Sanford Taylor to call out Olivia Jenks
      Player1's Sanford Taylor calls out Olivia Jenks
      """

  Scenario: The callee accepts and faces Sanford
    Given Player1 has these dudes:
      | dude           | at        | bounty |
      | Sanford Taylor | Bunkhouse | 1      |
      | Allie Hensman  | Bunkhouse |        |
    And Player2 has these dudes:
      | dude         | at        |
      | Olivia Jenks | Bunkhouse |
    When Player1 uses "Sanford Taylor"
    And Player1 selects "Olivia Jenks"
    And Player2 accepts
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "join Allie Hensman"
    And the log contains "Player2 accepts: Olivia Jenks faces Sanford Taylor"

  Scenario: While Sanford is not wanted, the call out may be refused
    Given Player1 has these dudes:
      | dude           | at        |
      | Sanford Taylor | Bunkhouse |
    And Player2 has these dudes:
      | dude         | at        | bounty |
      | Olivia Jenks | Bunkhouse | 2      |
    When Player1 uses "Sanford Taylor"
    And Player1 selects "Olivia Jenks"
    And Player2 refuses
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And "Sanford Taylor" is booted
    And the log contains in order:
      """
      Player1 uses Sanford Taylor to call out Olivia Jenks
      Player2 refuses: Olivia Jenks runs home booted
      """

  Scenario: Away from a deed Sanford's ability is not a play
    Given Player1 has these dudes:
      | dude           | at          | bounty |
      | Sanford Taylor | Town Square | 1      |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to use "Sanford Taylor"
    Then the play is refused by rule "ability.condition"
    And "Sanford Taylor" is unbooted

  Scenario: Sanford at his home is not at a deed
    Given Player1 has these dudes:
      | dude           | at   | bounty |
      | Sanford Taylor | home | 1      |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player1's home |
    When Player1 tries to use "Sanford Taylor"
    Then the play is refused by rule "ability.condition"

  Scenario: Only an opposing dude at Sanford's deed can be called out
    Given Player1 has these dudes:
      | dude           | at        | bounty |
      | Sanford Taylor | Bunkhouse | 1      |
      | Allie Hensman  | Bunkhouse |        |
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Bunkhouse   |
      | Steele Archer | Town Square |
    When Player1 uses "Sanford Taylor"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Steele Archer"
    And Player1 may not choose "Allie Hensman"
    And Player1 is asked to "Select a dude"

  Scenario: With no one to call out at his deed Sanford has no play
    Given Player1 has these dudes:
      | dude           | at        |
      | Sanford Taylor | Bunkhouse |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to use "Sanford Taylor"
    Then the play is refused by rule "ability.target"

  Scenario: A booted Sanford cannot pay the Boot cost
    Given Player1 has these dudes:
      | dude           | at        | booted |
      | Sanford Taylor | Bunkhouse | yes    |
    And Player2 has these dudes:
      | dude         | at        |
      | Olivia Jenks | Bunkhouse |
    When Player1 tries to use "Sanford Taylor"
    Then the play is refused by rule "ability.cost"
