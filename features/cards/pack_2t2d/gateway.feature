@card:20046
Feature: Gateway
  Noon Hex 6, Boot: Move your Abomination at this location to another location.

  Shootout Hex 6, Boot: Your Abomination joins your posse (moving if necessary).

  Steele Archer is a Huckster 2: a pull of 4 succeeds (6), a pull of 3 fails. Bobo, Eve
  Henry and Player2's The Ghostly Gun are Abominations.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments | booted |
      | Steele Archer   | home        | Gateway     | no     |
      | Eve Henry       | home        |             | yes    |
      | Bobo            | Town Square |             | no     |
      | Pancho Castillo | home        |             | no     |
    And Player2 has these dudes:
      | dude            | at             |
      | Steven Wiles    | Town Square    |
      | The Ghostly Gun | Player1's home |

  Scenario: Your Abomination here moves to another location, without booting
    Given Player1's next pull is "4H"
    When Player1 uses "Gateway"
    Then Player1 may not choose "Bobo"
    And Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "The Ghostly Gun"
    When Player1 selects "Eve Henry"
    And Player1 chooses "Town Square"
    Then "Eve Henry" is at "Town Square"
    And "Eve Henry" is booted
    And "Steele Archer" is at "home"
    And "Gateway" is booted
    And the log contains "Player1 moves Eve Henry to Town Square without booting"

  Scenario: A failed hex moves nobody
    Given Player1's next pull is "3H"
    When Player1 uses "Gateway"
    And Player1 selects "Eve Henry"
    Then "Eve Henry" is at "home"

  Scenario Outline: Your Abomination joins your posse, moving in, booted or not
    Given Player1 has these dudes:
      | dude            | at          | attachments | booted |
      | Steele Archer   | Town Square | Gateway     | no     |
      | Bobo            | Town Square |             | no     |
      | Eve Henry       | home        |             | yes    |
      | Pancho Castillo | home        |             | no     |
    And Player1's next pull is "<pull>"
    When Player1 calls out "Steven Wiles" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Bobo" to the posse
    And Player1 is done
    And Player2 is done
    And Player1 uses "Gateway (2nd ability)"
    Then Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "Bobo"
    And Player1 may not choose "The Ghostly Gun"
    When Player1 selects "Eve Henry"
    Then Player1's posse is "<posse>"
    And "Eve Henry" is at "<where>"
    And "Eve Henry" is booted
    And "Gateway" is booted
    And the log has a line containing "<log>"
    And Player1 is asked to "Select a dude"

    Examples:
      | pull | posse                          | where       | log                                 |
      | 4H   | Steele Archer, Bobo, Eve Henry | Town Square | Player1's Eve Henry joins the posse |
      | 3H   | Steele Archer, Bobo            | home        | Player1's Steele Archer fails       |
