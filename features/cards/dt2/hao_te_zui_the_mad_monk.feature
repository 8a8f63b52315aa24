@card:24025
Feature: Hao-T'e Zui, The Mad Monk (Weird West Edition)
  If you are Anarchists, reduce the cost to play Hao-T'e Zui by the number of different
  locations with at least one of your dudes.
  Shootout, Boot: Discard an opposing goods.

  Hao-T'e Zui costs 8. 108 Gracious Gifts is an Anarchists outfit, Law Dogs is not.

  Scenario: An Anarchists player pays 1 less for each location holding one of their dudes
    Given a game between "108 Gracious Gifts (Weird West Edition)" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 8 ghost rock
    And Player1's hand is "24025"
    And Player1 has these dudes:
      | dude             | at          |
      | Olivia Jenks     | home        |
      | Ramiro Mendoza   | Town Square |
      | Irving Patterson | Town Square |
    And Player2 has these dudes:
      | dude            | at             |
      | Andreas Andregg | Player2's home |
    When Player1 hires "Hao-T'e Zui, The Mad Monk"
    Then Player1 has 2 ghost rock
    And the log contains "Player1 hires Hao-T'e Zui, The Mad Monk for 6 ghost rock"

  Scenario: Another outfit pays his full cost
    Given a game between "Law Dogs" and "108 Gracious Gifts (Weird West Edition)"
    And the phase is High Noon
    And Player1 has 8 ghost rock
    And Player1's hand is "24025"
    And Player1 has these dudes:
      | dude           | at          |
      | Ramiro Mendoza | Town Square |
    When Player1 hires "Hao-T'e Zui, The Mad Monk"
    Then Player1 has 0 ghost rock

  Scenario: He discards a goods in the opposing posse, not one out of the fight
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                      | at          |
      | Hao-T'e Zui, The Mad Monk | Town Square |
    And Player2 has these dudes:
      | dude          | at             | attachments |
      | Steele Archer | Town Square    | Shotgun, Blood Curse |
      | Jonah Essex   | Player2's home | Bowie Knife |
    When Player1 calls out "Steele Archer" with "Hao-T'e Zui, The Mad Monk"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Hao-T'e Zui, The Mad Monk"
    Then the options are:
      """
      Shotgun
      cancel
      """
    When Player1 selects "Shotgun"
    Then "Shotgun" is in Player2's discard pile
    And "Bowie Knife" is attached to "Jonah Essex"
    And "Hao-T'e Zui, The Mad Monk" is booted
    And the log contains "Player1 uses Hao-T'e Zui, The Mad Monk to discard Shotgun"
    And Player2 is asked to "Select a play"

  Scenario: The text never says "choose": a goods that cannot be chosen by opponents is still discarded
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                      | at          |
      | Hao-T'e Zui, The Mad Monk | Town Square |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Shotgun     |
    And "Shotgun" gets "cannot be chosen by opponents" from "Shotgun" until end of day
    When Player1 calls out "Steele Archer" with "Hao-T'e Zui, The Mad Monk"
    And Player2 accepts
    And Player1 uses "Hao-T'e Zui, The Mad Monk"
    And Player1 selects "Shotgun"
    Then "Shotgun" is in Player2's discard pile
    And Player1 is asked to "Select a card"
