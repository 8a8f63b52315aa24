@card:23047
Feature: Get Off My Land!
  React: After an opposing dude moves to a deed you own, move your dude to that deed from an
  adjacent location. This card's ghost rock cost is equal to the opposing dude's influence.

  On the main street board Player1's street is home - General Store - Telegraph Office,
  Player2's is Railroad Station - home; the town square is adjacent to each of them, Blake
  Ranch (out of town) to none. Olivia Jenks has 2 influence.

  Background:
    Given the board "main street"
    And it is Player2's turn
    And Player1's hand is "Get Off My Land!"
    And Player1 has 3 ghost rock
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Your dude next door moves to the deed, paying the mover's influence
    Given Player1 has these dudes:
      | dude         | at               | booted |
      | Clint Ramsey | Telegraph Office | yes    |
      | Jake Smiley  | Blake Ranch      | no     |
    When Player2 moves "Olivia Jenks" to "General Store"
    And Player1 reacts with "Get Off My Land!"
    Then Player1 may not choose "Jake Smiley"
    When Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is at "General Store"
    And "Clint Ramsey" is booted
    And Player1 has 1 ghost rock
    And "Get Off My Land!" is in Player1's discard pile
    And the log contains "Player1 moves Clint Ramsey to General Store"

  Scenario: The card cannot be played with less ghost rock than the mover's influence
    Given Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude         | at               |
      | Clint Ramsey | Telegraph Office |
    When Player2 moves "Olivia Jenks" to "General Store"
    And Player1 tries to react with "Get Off My Land!"
    Then the play is refused by rule "ability.react"
    And "Clint Ramsey" is at "Telegraph Office"

  Scenario: Without a dude of yours next door the card cannot be played
    Given Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Blake Ranch |
    When Player2 moves "Olivia Jenks" to "General Store"
    And Player1 tries to react with "Get Off My Land!"
    Then the play is refused by rule "ability.react"

  Scenario: A move to a deed you do not own sets off nothing
    Given Player1 has these dudes:
      | dude        | at             |
      | Jake Smiley | Player2's home |
    When Player2 moves "Olivia Jenks" to "Railroad Station"
    And Player1 tries to react with "Get Off My Land!"
    Then the play is refused by rule "ability.react"
    And Player1 has 3 ghost rock

  Scenario: Your own dude moving to your deed sets off nothing
    Given it is Player1's turn
    And Player1 has these dudes:
      | dude         | at               |
      | Jake Smiley  | Town Square      |
      | Clint Ramsey | Telegraph Office |
    When Player1 moves "Jake Smiley" to "General Store"
    And Player1 tries to react with "Get Off My Land!"
    Then the play is refused by rule "ability.react"
