@card:24100
Feature: Angela Payne (Weird West Edition)
  Dude. Noon, Boot: If Angela is at a deed you do not own, gain 2 ghost rock.

  Bank of California is Player2's deed; General Store is Player1's. Player1 starts with
  5 ghost rock.

  Background:
    Given the board "shootout"

  Scenario: At a deed Player2 owns she gains 2 ghost rock
    Given Player1 has these dudes:
      | dude                              | at                 |
      | Angela Payne (Weird West Edition) | Bank of California |
    When Player1 uses "Angela Payne (Weird West Edition)"
    Then Player1 has 7 ghost rock
    And "Angela Payne (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1 uses Angela Payne (Weird West Edition)
      Player1 gains 2 ghost rock
      """

  Scenario Outline: Anywhere else she only boots
    Given Player1 has these dudes:
      | dude                              | at         |
      | Angela Payne (Weird West Edition) | <location> |
    When Player1 uses "Angela Payne (Weird West Edition)"
    Then Player1 has 5 ghost rock
    And "Angela Payne (Weird West Edition)" is booted
    And the log does not contain "Player1 gains 2 ghost rock"

    Examples:
      | location       |
      | General Store  |
      | Town Square    |
      | Player2's home |
