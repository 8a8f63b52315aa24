@card:24199
Feature: Soothe (Weird West Edition)
  Noon Miracle 8, Boot: Boot this dude to unboot another dude at a nearby location.

  Ezrael Jones is a Blessed 1. Player1's General Store is adjacent to the town square and
  to Player1's home; Player2's home is two steps away.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"

  Scenario: The Blessed boots to unboot another booted dude nearby
    Given Player1 has these dudes:
      | dude            | at             | attachments                 | booted |
      | Ezrael Jones    | General Store  | Soothe (Weird West Edition) | no     |
      | Jake Smiley     | General Store  |                             | yes    |
      | Pancho Castillo | Town Square    |                             | yes    |
      | Clint Ramsey    | Town Square    |                             | no     |
    And Player2 has these dudes:
      | dude         | at             | booted |
      | Olivia Jenks | Player2's home | yes    |
      | Steven Wiles | Town Square    | yes    |
    And "Steven Wiles" gets "cannot be chosen by opponents" from "Steven Wiles" until end of day
    And Player1's next pull is "7H"
    When Player1 uses "Soothe (Weird West Edition)"
    Then the options are:
      """
      Jake Smiley
      Pancho Castillo
      Steven Wiles
      cancel
      """
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is unbooted
    And "Ezrael Jones" is booted
    And "Soothe (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1's Ezrael Jones succeeds by 0 with 7H + 1 = 8 against difficulty 8
      Player1 uses Soothe (Weird West Edition) to boot Ezrael Jones and unboot Pancho Castillo
      """

  Scenario: A failed miracle boots only the spell
    Given Player1 has these dudes:
      | dude         | at            | attachments                 | booted |
      | Ezrael Jones | General Store | Soothe (Weird West Edition) | no     |
      | Jake Smiley  | General Store |                             | yes    |
    And Player1's next pull is "6H"
    When Player1 uses "Soothe (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is booted
    And "Ezrael Jones" is unbooted
    And "Soothe (Weird West Edition)" is booted

  Scenario: A booted Blessed cannot cast it
    Given Player1 has these dudes:
      | dude         | at            | attachments                 | booted |
      | Ezrael Jones | General Store | Soothe (Weird West Edition) | yes    |
      | Jake Smiley  | General Store |                             | yes    |
    When Player1 tries to use "Soothe (Weird West Edition)"
    Then the play is refused by rule "ability.condition"
