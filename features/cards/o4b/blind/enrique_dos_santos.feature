@card:21023 @blind
Feature: Enrique Dos Santos
  React: After a wanted dude who is not at home accepts a callout from Enrique, other dudes
  cannot join the mark's posse until after posses are formed.

  Scenario: A wanted dude accepts Enrique's call out: his friends cannot join him
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          |
      | Enrique Dos Santos | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
      | Clint Ramsey | Town Square | 0      |
    When Player1 calls out "Steven Wiles" with "Enrique Dos Santos"
    And Player2 accepts
    And Player1 reacts with "Enrique Dos Santos"
    And Player2 tries to add "Clint Ramsey" to the posse
    Then Player2's posse is "Steven Wiles"
    And Player1 is asked to "Select a casualty"

  Scenario: Without the React, the mark's friends join as usual
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          |
      | Enrique Dos Santos | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 0      |
      | Clint Ramsey | Town Square | 0      |
    When Player1 calls out "Steven Wiles" with "Enrique Dos Santos"
    And Player2 accepts
    And Player1 tries to react with "Enrique Dos Santos"
    Then the play is refused by rule "ability.react"
    And Player2 is asked to "Select a dude"
    And Player2 may choose "join Clint Ramsey"
