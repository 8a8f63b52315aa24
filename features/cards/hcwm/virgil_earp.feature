@card:22022
Feature: Virgil Earp
  Cheatin' Resolution: Choose up to three bounty on dudes in the opposing posse. If your
  hand is legal, you may choose up to five bounty. Lower your opponent's hand rank by that
  amount. Your opponent may remove the chosen bounty.

  Player2 reveals a cheatin' Three of a Kind (rank 4).

  Background:
    Given the phase is High Noon
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1 has these dudes:
      | dude        | at          |
      | Virgil Earp | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 4      |
    And a shootout at "Town Square" led by "Virgil Earp" against "Olivia Jenks"

  Scenario: With a legal hand he chooses up to five bounty; the opponent removes it
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    When Player1 uses "Virgil Earp"
    Then the options are:
      """
      0
      1
      2
      3
      4
      """
    When Player1 chooses "3"
    Then Player2's hand rank is 1
    And Player2 is asked to "Select an option"
    When Player2 chooses "remove the bounty"
    Then "Olivia Jenks" has 1 bounty
    And the log contains in order:
      """
      Player1 uses Virgil Earp
      Player1 lowers Player2's hand rank by 3
      Player2 removes 3 bounty from Olivia Jenks
      """
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"

  Scenario: With a legal hand, at most five bounty
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 6      |
    And a shootout at "Town Square" led by "Virgil Earp" against "Olivia Jenks"
    When Player1 uses "Virgil Earp"
    Then the options are:
      """
      0
      1
      2
      3
      4
      5
      """

  Scenario: With a cheatin' hand of his own, at most three; the opponent keeps the bounty
    Given Player1's next draw hand is "4S 4S 5S 5C JD"
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 6      |
    And a shootout at "Town Square" led by "Virgil Earp" against "Olivia Jenks"
    When Player1 uses "Virgil Earp"
    Then the options are:
      """
      0
      1
      2
      3
      """
    When Player1 chooses "2"
    Then Player2's hand rank is 2
    When Player2 chooses "keep the bounty"
    Then "Olivia Jenks" has 6 bounty
    And the log does not contain "Player2 removes"
    And Player2 is asked to "Select a casualty"

  Scenario: Choosing no bounty changes nothing
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    When Player1 uses "Virgil Earp"
    And Player1 chooses "0"
    Then Player2's hand rank is 4
    And "Olivia Jenks" has 4 bounty
    And the log does not contain "Player1 lowers"
    And Player1 is asked to "Select a casualty"

  @ruling:virgil-opponent-removes-the-chosen-bounty-at-once
  Scenario: Bounty chosen on several dudes, up to three in all, then removed from each
    Given Player1's next draw hand is "4S 4S 5S 5C JD"
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 4      |
      | Steven Wiles | Town Square | 0      |
      | Jake Smiley  | Town Square | 5      |
      | Clint Ramsey | Town Square | 2      |
    And a shootout at "Town Square" led by "Virgil Earp" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Steven Wiles, Jake Smiley, Clint Ramsey"
    When Player2 selects "Olivia Jenks"
    And Player1 uses "Virgil Earp"
    And Player1 chooses "1"
    Then Player1 is asked to "Select bounty on Jake Smiley"
    And the options are:
      """
      0
      1
      2
      """
    When Player1 chooses "2"
    Then Player2's hand rank is 1
    And Player2 is asked to "Select an option"
    When Player2 chooses "remove the bounty"
    Then "Olivia Jenks" has 3 bounty
    And "Jake Smiley" has 3 bounty
    And "Clint Ramsey" has 2 bounty
    And Player2 is asked to "Select a casualty"

  Scenario: Against a legal hand it is never offered: the round goes on to casualties
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 tries to use "Virgil Earp"
    Then the play is refused by rule "noon.play_type"
    And Player1 is asked to "Select a casualty"
