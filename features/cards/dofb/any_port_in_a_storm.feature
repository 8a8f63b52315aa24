@card:25056
Feature: Any Port in a Storm
  React: When your dude would go home booted from refusing a callout, during the "Flight or
  Fight" step of a shootout, or while resolving a successful job, instead move that dude
  booted to another in-town deed you own. You may pay 1 ghost rock to unboot that dude.

  Player2 owns Bank of California and Railroad Station, on their street; Player1 owns
  General Store.

  Background:
    Given the board "shootout"

  Scenario: A dude refusing a call out goes booted to a deed of yours, and may be unbooted for 1 ghost rock
    Given Player1 has these dudes:
      | dude         | at                 |
      | Olivia Jenks | Bank of California |
    And Player2 has these dudes:
      | dude         | at                 |
      | Steven Wiles | Bank of California |
    And Player2's hand is "Any Port in a Storm"
    And Player2 has 1 ghost rock
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 refuses
    And Player2 chooses "react Any Port in a Storm"
    Then the options are:
      """
      Railroad Station
      """
    When Player2 chooses "Railroad Station"
    And Player2 chooses "pay 1 ghost rock to unboot"
    Then "Steven Wiles" is at "Railroad Station"
    And "Steven Wiles" is unbooted
    And Player2 has 0 ghost rock
    And "Any Port in a Storm" is in Player2's discard pile
    And the log contains in order:
      """
      Player2 plays Any Port in a Storm
      Player2 moves Steven Wiles booted to Railroad Station instead
      Player2 pays 1 ghost rock to unboot Steven Wiles
      Player2 refuses: Steven Wiles does not run home booted
      """

  Scenario: A dude fleeing a shootout goes booted to a deed of yours
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
      | Steven Wiles | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Abram Grothe | Town Square |
    And Player2's hand is "Any Port in a Storm"
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Steven Wiles" to the posse
    And Player2 adds "Abram Grothe" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Clyde Owens" as shooter
    And Player2 discards "Abram Grothe"
    And Player2 runs with "Clyde Owens"
    And Player2 chooses "react Any Port in a Storm"
    And Player2 chooses "Bank of California"
    And Player2 chooses "pass"
    Then "Clyde Owens" is at "Bank of California"
    And "Clyde Owens" is booted
    And Player2's posse is empty
    And Player2 has 5 ghost rock
    And the log does not contain "Player2 sends Clyde Owens home booted (fleeing)"
    And Player1 is asked to "Select a dude"

  Scenario: The posse of a successful job goes booted to a deed of yours
    Given Player1 has these dudes:
      | dude           | at   |
      | Jon Longstride | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "Ambush (Weird West Edition), Any Port in a Storm"
    And Player1 has 2 ghost rock
    When Player1 plays "Ambush (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player2 is done
    And Player1 chooses "react Any Port in a Storm"
    And Player1 chooses "General Store"
    Then "Jon Longstride" is at "General Store"
    And "Jon Longstride" is booted
    And the log contains "Player1 moves Jon Longstride booted to General Store instead"

  Scenario: Not for another player's dude
    Given Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | home        |
      | Olivia Jenks   | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "Any Port in a Storm"
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 refuses
    Then "Steven Wiles" is at "Player2's home"
    And "Any Port in a Storm" is in Player1's hand
    And Player2 is asked to "Select an action"
