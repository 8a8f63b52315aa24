@card:01006
Feature: Mongwau the Mighty
  Shootout: Discard a Hex from Mongwau to make him a stud.

  Mongwau is a draw with 3 bullets; with a Shotgun he has 4. Soul Blast is a Hex.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"

  Scenario: Discarding his Hex makes Mongwau a stud for the shootout
    Given Player1 has these dudes:
      | dude               | at          | attachments         |
      | Mongwau the Mighty | Town Square | Soul Blast, Shotgun |
    When Player1 calls out "Steven Wiles" with "Mongwau the Mighty"
    And Player2 accepts
    And Player1 uses "Mongwau the Mighty"
    Then the options are:
      """
      Soul Blast
      """
    When Player1 selects "Soul Blast"
    Then "Soul Blast" is in Player1's discard pile
    And "Shotgun" is attached to "Mongwau the Mighty"
    And "Mongwau the Mighty" is a stud
    And "Mongwau the Mighty" has "stud" from "Mongwau the Mighty" until end of shootout
    And the log contains "Player1 discards Soul Blast from Mongwau the Mighty to make him a stud"
    And the log contains "Player1 draws 9 cards with a stud bonus of 4 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"

  Scenario: He is a draw again once the shootout ends
    Given Player1 has these dudes:
      | dude               | at          | attachments |
      | Mongwau the Mighty | Town Square | Soul Blast  |
    When Player1 calls out "Steven Wiles" with "Mongwau the Mighty"
    And Player2 accepts
    And Player1 uses "Mongwau the Mighty"
    And Player1 selects "Soul Blast"
    And Player2 discards "Steven Wiles"
    And Player1 stays
    Then Player1 wins the shootout
    And "Mongwau the Mighty" is a draw
    And "Mongwau the Mighty" has no lasting effects

  @rule:ability.cost
  Scenario: Without a Hex there is nothing to discard
    Given Player1 has these dudes:
      | dude               | at          | attachments |
      | Mongwau the Mighty | Town Square | Shotgun     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Mongwau the Mighty"
    And Player2 accepts
    Then Player1 may choose "use Shotgun"
    When Player1 tries to use "Mongwau the Mighty"
    Then the play is refused by rule "ability.cost"
    And "Mongwau the Mighty" is a draw
    And Player1 is asked to "Select a play"
