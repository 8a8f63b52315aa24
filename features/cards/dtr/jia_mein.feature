@card:01013
Feature: Jia Mein
  Shootout: Attach a Hex to Jia Mein (paying all costs) to make him a stud.

  Jia Mein is a Huckster 1 draw. Soul Blast and Blood Curse are Hexes costing 1; Jonah
  Essex is another Huckster.

  Background:
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1's hand is "Soul Blast, Shotgun, Pistol Whip"
    And Player1 has these dudes:
      | dude     | at          |
      | Jia Mein | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Jia attaches a Hex wherever the fight is and becomes a stud
    When Player1 calls out "Olivia Jenks" with "Jia Mein"
    And Player2 accepts
    And Player1 uses "Jia Mein"
    Then "Soul Blast" is attached to "Jia Mein"
    And "Jia Mein" is a stud
    And "Jia Mein" has "stud" from "Jia Mein" until end of shootout
    And Player1 has 2 ghost rock
    And "Shotgun" is in Player1's hand
    And the log contains in order:
      """
      Player1 uses Jia Mein
      Player1 attaches Soul Blast to Jia Mein for 1 ghost rock
      Player1 makes Jia Mein a stud
      """
    And Player1 is asked to "Select a play"

  Scenario: He stays a stud until the end of the shootout, and keeps the Hex
    Given Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 4D 6C 9S KH"
    When Player1 calls out "Olivia Jenks" with "Jia Mein"
    And Player2 accepts
    And Player1 uses "Jia Mein"
    And Player1 passes
    Then the log contains "Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0"
    When Player2 chooses "ace Olivia Jenks"
    And Player1 stays
    Then Player1 wins the shootout
    And "Jia Mein" is a draw
    And "Jia Mein" has no lasting effects
    And "Soul Blast" is attached to "Jia Mein"

  Scenario: Paying all costs, not shoppin': a booted Jia away from your locations may attach
    Given Player1 has these dudes:
      | dude     | at          | booted |
      | Jia Mein | Town Square | yes    |
    And it is Player2's turn
    When Player2 calls out "Jia Mein" with "Olivia Jenks"
    And Player1 accepts
    And Player1 uses "Jia Mein"
    Then "Soul Blast" is attached to "Jia Mein"
    And "Jia Mein" is booted
    And "Jia Mein" is a stud
    And the log contains "Player1 attaches Soul Blast to Jia Mein for 1 ghost rock"
    And Player1 is asked to "Select a play"

  Scenario: The player selects which Hex, and only a Hex
    Given Player1's hand is "Soul Blast, Blood Curse, Shotgun, Pistol Whip"
    When Player1 calls out "Olivia Jenks" with "Jia Mein"
    And Player2 accepts
    And Player1 uses "Jia Mein"
    Then Player1 is asked to "Select a card"
    And Player1 may choose "Soul Blast"
    And Player1 may choose "Blood Curse"
    And Player1 may not choose "Shotgun"
    And Player1 may not choose "Pistol Whip"
    When Player1 selects "Blood Curse"
    Then "Blood Curse" is attached to "Jia Mein"
    And "Soul Blast" is in Player1's hand
    And the log contains "Player1 attaches Blood Curse to Jia Mein for 1 ghost rock"
    And Player1 is asked to "Select a play"

  Scenario: With no Hex in hand Jia has nothing to attach
    Given Player1's hand is "Shotgun, Pistol Whip"
    When Player1 calls out "Olivia Jenks" with "Jia Mein"
    And Player2 accepts
    And Player1 tries to use "Jia Mein"
    Then the play is refused because "Jia Mein's requirement is not met"
    And the play is refused by rule "ability.condition"
    And "Jia Mein" is a draw
    And Player1 is asked to "Select a play"

  Scenario: The Hex's cost must be paid
    Given Player1 has 0 ghost rock
    When Player1 calls out "Olivia Jenks" with "Jia Mein"
    And Player2 accepts
    And Player1 tries to use "Jia Mein"
    Then the play is refused by rule "ability.condition"
    And "Soul Blast" is in Player1's hand
    And "Jia Mein" is a draw
    And Player1 is asked to "Select a play"

  Scenario: It is a Shootout play, not a High Noon action
    When Player1 tries to use "Jia Mein"
    Then the play is refused because "Jia Mein's ability is a shootout ability"
    And the play is refused by rule "noon.play_type"
    And "Soul Blast" is in Player1's hand

  Scenario: The ability is used once per day
    Given Player1 has used "Jia Mein" today
    When Player1 calls out "Olivia Jenks" with "Jia Mein"
    And Player2 accepts
    And Player1 tries to use "Jia Mein"
    Then the play is refused by rule "noon.once_per_day"
    And "Soul Blast" is in Player1's hand
    And Player1 is asked to "Select a play"
