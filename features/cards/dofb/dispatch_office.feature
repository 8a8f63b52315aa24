@card:25033
Feature: Dispatch Office
  React, Boot: When a dude gains bounty for joining a shootout at another player's Private
  location, increase or decrease that dude's bounty by 1.

  Board "shootout": Railroad Station is Player2's Private deed, the Bank of California
  Player2's Public one.

  Background:
    Given the board "shootout"
    And Player1's street is "home, General Store, Dispatch Office"

  Scenario: Your dude breakin' and enterin' has the bounty he gains taken back
    Given Player1 has these dudes:
      | dude         | at               | bounty |
      | Clint Ramsey | Railroad Station | 1      |
    And Player2 has these dudes:
      | dude        | at               |
      | Clyde Owens | Railroad Station |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 reacts with "Dispatch Office"
    And Player1 chooses "decrease"
    Then "Clint Ramsey" has 1 bounty
    And "Dispatch Office" is booted
    And the log contains in order:
      """
      Player1's Clint Ramsey gains 1 bounty for breakin' and enterin' Railroad Station
      Player1 uses Dispatch Office
      Player1 decreases Clint Ramsey's bounty by 1
      """
    And Player1 is asked to "Select a card"

  Scenario: Or the bounty raised by 1 more
    Given Player1 has these dudes:
      | dude         | at               |
      | Clint Ramsey | Railroad Station |
    And Player2 has these dudes:
      | dude        | at               |
      | Clyde Owens | Railroad Station |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 reacts with "Dispatch Office"
    And Player1 chooses "increase"
    Then "Clint Ramsey" has 2 bounty
    And Player1 is asked to "Select a card"

  Scenario: A shootout at a Public deed gives no bounty to react to
    Given Player1 has these dudes:
      | dude         | at                 |
      | Clint Ramsey | Bank of California |
    And Player2 has these dudes:
      | dude        | at                 |
      | Clyde Owens | Bank of California |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 tries to react with "Dispatch Office"
    Then the play is refused by rule "ability.react"
    And Player1 is asked to "Select a card"
