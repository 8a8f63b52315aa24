@card:21023
Feature: Enrique Dos Santos
  React: After a wanted dude who is not at home accepts a callout from Enrique, other
  dudes cannot join the mark's posse until after posses are formed.

  Background:
    Given the phase is High Noon

  Scenario: The wanted mark faces Enrique alone
    Given Player1 has these dudes:
      | dude               | at          |
      | Enrique Dos Santos | Town Square |
      | Clint Ramsey       | Town Square |
    And Player2 has these dudes:
      | dude           | at          | bounty |
      | Steven Wiles   | Town Square | 1      |
      | Sanford Taylor | home        | 0      |
    When Player1 calls out "Steven Wiles" with "Enrique Dos Santos"
    And Player2 accepts
    And Player1 reacts with "Enrique Dos Santos"
    And Player1 adds "Clint Ramsey" to the posse
    Then Player2's posse is "Steven Wiles"
    And "Sanford Taylor" is unbooted
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player2 accepts: Steven Wiles faces Enrique Dos Santos
      Player1 uses Enrique Dos Santos
      Player2's Steven Wiles faces Enrique Dos Santos alone
      Player2 forms a posse of Steven Wiles
      """

  Scenario: Only Enrique's own call out: another dude's is no occasion
    Given Player1 has these dudes:
      | dude               | at          |
      | Enrique Dos Santos | Town Square |
      | Clint Ramsey       | Town Square |
    And Player2 has these dudes:
      | dude           | at          | bounty |
      | Steven Wiles   | Town Square | 1      |
      | Sanford Taylor | home        | 0      |
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 tries to react with "Enrique Dos Santos"
    Then the play is refused by rule "ability.react"
    And Player1 is asked to "Select a dude"

  Scenario: A wanted mark at his own home is no occasion either
    Given Player1 has these dudes:
      | dude               | at             |
      | Enrique Dos Santos | Player2's home |
    And Player2 has these dudes:
      | dude         | at   | bounty |
      | Steven Wiles | home | 1      |
      | Clint Ramsey | home | 0      |
    And "Steven Wiles" gets "can be called out at home" from "Enrique Dos Santos" until end of day
    When Player1 calls out "Steven Wiles" with "Enrique Dos Santos"
    And Player2 accepts
    And Player1 tries to react with "Enrique Dos Santos"
    Then the play is refused by rule "ability.react"
    And Player2 is asked to "Select a dude"
    And Player2 may choose "join Clint Ramsey"
