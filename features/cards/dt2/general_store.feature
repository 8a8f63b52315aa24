@card:24138
Feature: General Store (Weird West Edition)
  Controller Noon, Boot: Attach a goods or spell, reducing the cost by 2.

  The Weird West Edition drops "(as shoppin')": attaching a goods or spell from hand is
  shoppin' unless the text says otherwise (Jia Mein's reprint has to print its
  exceptions), so this printing shares the Base Set script (cards/dtr/general_store.py).

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's street is "home, General Store (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |

  Scenario: Attach goods as shoppin', 2 ghost rock cheaper
    Given Player1's hand is "Shotgun"
    When Player1 uses "General Store (Weird West Edition)"
    Then "Shotgun" is attached to "Pancho Castillo"
    And "General Store (Weird West Edition)" is booted
    And "Pancho Castillo" is unbooted
    And Player1 has 4 ghost rock
    And Player1's hand is empty
    And the log contains in order:
      """
      Player1 uses General Store (Weird West Edition)
      Player1 attaches Shotgun to Pancho Castillo for 1 ghost rock
      """
