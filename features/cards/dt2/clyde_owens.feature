@card:24074
Feature: Clyde Owens (Weird West Edition)
  Noon: Clyde calls out a dude at his location. A wanted dude cannot refuse the callout.

  Only the spelling of "callout" changes, so this printing shares the Base Set script
  (cards/dtr/clyde_owens.py).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens (Weird West Edition) | Town Square |

  Scenario: Clyde calls out a wanted dude, who cannot refuse
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 uses "Clyde Owens (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 tries to refuse
    Then the play is refused by rule "callout.must_accept"
    And the play is refused because "Olivia Jenks cannot refuse this call out"
    And Player2 may choose "accept"
    And Player2 is asked to "Select an option"
    And "Clyde Owens (Weird West Edition)" is unbooted
    And the log contains in order:
      """
      Player1 uses Clyde Owens (Weird West Edition) to call out Olivia Jenks
      Player1's Clyde Owens (Weird West Edition) calls out Olivia Jenks
      """

  Scenario: A dude who is not wanted may refuse Clyde's call out
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 uses "Clyde Owens (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 refuses
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And the log contains in order:
      """
      Player1 uses Clyde Owens (Weird West Edition) to call out Olivia Jenks
      Player2 refuses: Olivia Jenks runs home booted
      """
