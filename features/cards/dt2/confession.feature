@card:24194
Feature: Confession (Weird West Edition)
  Noon Miracle 5, Boot: Transfer one bounty from a dude at a nearby location to your stash.
  Noon Miracle 6, Boot: Give a dude at this location one bounty. You may boot this dude to
  target a dude in an adjacent location instead.

  Ezrael Jones is a Blessed 1. The town square is adjacent to every home; Player2's home is
  two steps from Player1's General Store.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1 has 0 ghost rock

  Scenario: The first miracle transfers one bounty from a nearby dude to your stash
    Given Player1 has these dudes:
      | dude         | at            | attachments                     |
      | Ezrael Jones | General Store | Confession (Weird West Edition) |
      | Jake Smiley  | General Store |                                 |
    And Player2 has these dudes:
      | dude         | at             | bounty |
      | Steven Wiles | Town Square    | 2      |
      | Olivia Jenks | Player2's home | 1      |
    And "Steven Wiles" gets "cannot be chosen by opponents" from "Steven Wiles" until end of day
    And Player1's next pull is "4H"
    When Player1 uses "Confession (Weird West Edition)"
    Then the options are:
      """
      Steven Wiles
      cancel
      """
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 1 bounty
    And Player1 has 1 ghost rock
    And "Confession (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1's Ezrael Jones casts Confession (Weird West Edition) on Steven Wiles
      Player1's Ezrael Jones succeeds by 0 with 4H + 1 = 5 against difficulty 5
      Player1 uses Confession (Weird West Edition) to transfer 1 bounty from Steven Wiles to their stash
      """

  Scenario: The second miracle gives a dude at this location one bounty; this dude stays unbooted
    Given Player1 has these dudes:
      | dude         | at          | attachments                     |
      | Ezrael Jones | Town Square | Confession (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And "Steven Wiles" gets "cannot be chosen by opponents" from "Steven Wiles" until end of day
    And Player1's next pull is "5H"
    When Player1 uses "Confession (Weird West Edition) (2nd ability)"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 1 bounty
    And "Ezrael Jones" is unbooted
    And "Confession (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1's Ezrael Jones succeeds by 0 with 5H + 1 = 6 against difficulty 6
      Player1 uses Confession (Weird West Edition) to give Steven Wiles one bounty
      """

  Scenario: Booting this dude, the second miracle reaches a dude in an adjacent location
    Given Player1 has these dudes:
      | dude         | at            | attachments                     |
      | Ezrael Jones | General Store | Confession (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Town Square    |
      | Steven Wiles | Player2's home |
    And Player1's next pull is "5H"
    When Player1 uses "Confession (Weird West Edition) (2nd ability)"
    Then the options are:
      """
      Ezrael Jones
      Olivia Jenks
      cancel
      """
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 1 bounty
    And "Ezrael Jones" is booted
    And the log contains "Player1 boots Ezrael Jones to reach Olivia Jenks"

  Scenario: Having reached an adjacent location, this dude boots even when the miracle fails
    Given Player1 has these dudes:
      | dude         | at          | attachments                     |
      | Ezrael Jones | Town Square | Confession (Weird West Edition) |
      | Jake Smiley  | Town Square |                                 |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player2's home |
    And Player1's next pull is "4H"
    When Player1 uses "Confession (Weird West Edition) (2nd ability)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 0 bounty
    And "Ezrael Jones" is booted

  Scenario: A booted Blessed may only give the bounty at his own location
    Given Player1 has these dudes:
      | dude         | at          | attachments                     | booted |
      | Ezrael Jones | Town Square | Confession (Weird West Edition) | yes    |
      | Jake Smiley  | Town Square |                                 | no     |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player2's home |
    When Player1 uses "Confession (Weird West Edition) (2nd ability)"
    Then the options are:
      """
      Ezrael Jones
      Jake Smiley
      cancel
      """
