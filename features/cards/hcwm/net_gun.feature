@card:22041
Feature: Net Gun
  Shootout, Boot: This dude makes a Mad Scientist skill check against an opposing dude's
  value. If successful, discard this card and make that dude a draw.

  Arnold Stewart is Mad Scientist 1; Steven Wiles is a stud of value 8.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments |
      | Arnold Stewart | Town Square | Net Gun     |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Arnold Stewart" against "Steven Wiles"

  Scenario: A check reaching the dude's value nets him: he is a draw and the gun is discarded
    Given Player1's next pull is "7H"
    When Player1 uses "Net Gun"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is a draw
    And "Steven Wiles" has "draw" from "Net Gun" until end of shootout
    And "Net Gun" is in Player1's discard pile
    And the log contains "Player1 discards Net Gun to make Steven Wiles a draw"
    And Player2 is asked to "Select a card"

  Scenario: A check below the dude's value misses
    Given Player1's next pull is "6H"
    When Player1 uses "Net Gun"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is a stud
    And "Net Gun" is booted
    And "Net Gun" is attached to "Arnold Stewart"
    And Player1 is asked to "Select a card"

  Scenario: Only an opposing dude may be netted
    When Player1 uses "Net Gun"
    And Player1 tries to select "Arnold Stewart"
    Then the play is refused by rule "ability.target"
    And "Arnold Stewart" is a draw
    And Player1 is asked to "Select a dude"

  Scenario: The gun gives its dude +1 bullets
    Then "Arnold Stewart" has 1 bullets
    And Player1 is asked to "Select a play"
