@card:24050
Feature: Jia Mein (Weird West Edition)
  Shootout Repeat: Attach a Hex to Jia Mein (paying all costs) to make him a stud. (This
  ability can be used while booted, and in a location you do not control.)

  The Base Set Jia Mein uses his ability once per day; this printing's is a Repeat
  ability, so it has its own script (cards/dt2/jia_mein.py). Soul Blast and Blood Curse
  are Hexes costing 1.

  Background:
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1's hand is "Soul Blast, Shotgun, Pistol Whip"
    And Player1 has these dudes:
      | dude     | at          |
      | Jia Mein (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Jia attaches a Hex wherever the fight is and becomes a stud
    When Player1 calls out "Olivia Jenks" with "Jia Mein (Weird West Edition)"
    And Player2 accepts
    And Player1 uses "Jia Mein (Weird West Edition)"
    Then "Soul Blast" is attached to "Jia Mein (Weird West Edition)"
    And "Jia Mein (Weird West Edition)" is a stud
    And "Jia Mein (Weird West Edition)" has "stud" from "Jia Mein (Weird West Edition)" until end of shootout
    And Player1 has 2 ghost rock
    And "Shotgun" is in Player1's hand
    And the log contains in order:
      """
      Player1 uses Jia Mein (Weird West Edition)
      Player1 attaches Soul Blast to Jia Mein (Weird West Edition) for 1 ghost rock
      Player1 makes Jia Mein (Weird West Edition) a stud
      """
    And Player1 is asked to "Select a play"

  Scenario: Paying all costs, not shoppin': a booted Jia away from your locations may attach
    Given Player1 has these dudes:
      | dude     | at          | booted |
      | Jia Mein (Weird West Edition) | Town Square | yes    |
    And it is Player2's turn
    When Player2 calls out "Jia Mein (Weird West Edition)" with "Olivia Jenks"
    And Player1 accepts
    And Player1 uses "Jia Mein (Weird West Edition)"
    Then "Soul Blast" is attached to "Jia Mein (Weird West Edition)"
    And "Jia Mein (Weird West Edition)" is booted
    And "Jia Mein (Weird West Edition)" is a stud
    And the log contains "Player1 attaches Soul Blast to Jia Mein (Weird West Edition) for 1 ghost rock"
    And Player1 is asked to "Select a play"

  Scenario: Repeat: Jia attaches a second Hex in the same shootout
    Given Player1's hand is "Soul Blast, Blood Curse, Shotgun"
    When Player1 calls out "Olivia Jenks" with "Jia Mein (Weird West Edition)"
    And Player2 accepts
    And Player1 uses "Jia Mein (Weird West Edition)"
    And Player1 selects "Soul Blast"
    And Player1 uses "Jia Mein (Weird West Edition)"
    Then "Soul Blast" is attached to "Jia Mein (Weird West Edition)"
    And "Blood Curse" is attached to "Jia Mein (Weird West Edition)"
    And Player1 has 1 ghost rock
    And the log contains in order:
      """
      Player1 attaches Soul Blast to Jia Mein (Weird West Edition) for 1 ghost rock
      Player1 uses Jia Mein (Weird West Edition)
      Player1 attaches Blood Curse to Jia Mein (Weird West Edition) for 1 ghost rock
      """
    And Player1 is asked to "Select a play"

  Scenario: Having used it earlier in the day does not stop a Repeat ability
    Given Player1 has used "Jia Mein (Weird West Edition)" today
    When Player1 calls out "Olivia Jenks" with "Jia Mein (Weird West Edition)"
    And Player2 accepts
    And Player1 uses "Jia Mein (Weird West Edition)"
    Then "Soul Blast" is attached to "Jia Mein (Weird West Edition)"
    And "Jia Mein (Weird West Edition)" is a stud
    And Player1 is asked to "Select a play"

  Scenario: With no Hex in hand Jia has nothing to attach
    Given Player1's hand is "Shotgun, Pistol Whip"
    When Player1 calls out "Olivia Jenks" with "Jia Mein (Weird West Edition)"
    And Player2 accepts
    And Player1 tries to use "Jia Mein (Weird West Edition)"
    Then the play is refused by rule "ability.condition"
    And "Jia Mein (Weird West Edition)" is a draw
    And Player1 is asked to "Select a play"
