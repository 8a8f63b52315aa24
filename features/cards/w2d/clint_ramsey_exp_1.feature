@card:23019
Feature: Clint Ramsey (Exp.1)
  Repeat React: After your opponent reveals a cheatin' hand, unboot Clint.

  3H 3H is a cheatin' pair. Clint waits at home while Olivia Jenks fights.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: The opponent reveals a cheatin' hand: Clint unboots
    Given Player1 has these dudes:
      | dude                 | at             | booted |
      | Olivia Jenks         | Town Square    | no     |
      | Clint Ramsey (Exp.1) | Player1's home | yes    |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    When Player1 reacts with "Clint Ramsey (Exp.1)"
    Then "Clint Ramsey (Exp.1)" is unbooted
    And the log contains "Player1 unboots Clint Ramsey (Exp.1)"
    And Player2 is asked to "Select a casualty"

  Scenario: Your own cheatin' hand gives no React
    Given Player1 has these dudes:
      | dude                 | at             | booted |
      | Olivia Jenks         | Town Square    | no     |
      | Clint Ramsey (Exp.1) | Player1's home | yes    |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And Player1's next draw hand is "3H 3H 6C 9S KH"
    And Player2's next draw hand is "2S 2C 5S 5C JD"
    When Player1 tries to react with "Clint Ramsey (Exp.1)"
    Then the play is refused by rule "ability.react"
    And "Clint Ramsey (Exp.1)" is booted
    And Player1 is asked to "Select a casualty"

  Scenario: Repeat: used already today, Clint unboots again
    Given Player1 has these dudes:
      | dude                 | at             | booted |
      | Olivia Jenks         | Town Square    | no     |
      | Clint Ramsey (Exp.1) | Player1's home | yes    |
    And Player1 has used "Clint Ramsey (Exp.1)" today
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    When Player1 reacts with "Clint Ramsey (Exp.1)"
    Then "Clint Ramsey (Exp.1)" is unbooted
    And Player2 is asked to "Select a casualty"

  Scenario: An unbooted Clint has nothing to unboot: no React
    Given Player1 has these dudes:
      | dude                 | at             | booted |
      | Olivia Jenks         | Town Square    | no     |
      | Clint Ramsey (Exp.1) | Player1's home | no     |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    When Player1 tries to react with "Clint Ramsey (Exp.1)"
    Then the play is refused by rule "ability.react"
    And Player2 is asked to "Select a casualty"
