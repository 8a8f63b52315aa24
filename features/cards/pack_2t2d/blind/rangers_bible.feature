@card:20041 @blind
Feature: Ranger's Bible (blind proof)
  Goods, Attire, +1 influence.
  Cheatin' Resolution, Boot: If your draw hand is legal this shootout round, lower a
  player's hand rank by this dude's influence, to a maximum reduction of 4.

  Olivia Jenks has 2 influence (3 with the Bible), Steven Wiles 3 (4 with it). Player2's
  cheatin' four of a kind is rank 8.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2's next draw hand is "KS KS KH KD 4C"

  Scenario: A legal hand lowers the cheater's rank by the dude's influence
    Given Player1 has these dudes:
      | dude         | at          | attachments    |
      | Olivia Jenks | Town Square | Ranger's Bible |
    And Player1's next draw hand is "QS JH 8D 5C 3C"
    When Player1 calls out "Clint Ramsey" with "Olivia Jenks"
    And Player2 accepts
    And Player1 uses "Ranger's Bible"
    And Player1 chooses "Player2"
    Then Player2's hand rank is 5
    And "Ranger's Bible" is booted
    And Player1 is asked to "Select a casualty"

  Scenario: The reduction is at most 4
    Given Player1 has these dudes:
      | dude         | at          | attachments    |
      | Steven Wiles | Town Square | Ranger's Bible |
    And "Steven Wiles" gets "influence +2" from "Steven Wiles" until end of day
    And Player1's next draw hand is "QS JH 8D 5C 3C"
    When Player1 calls out "Clint Ramsey" with "Steven Wiles"
    And Player2 accepts
    And Player1 uses "Ranger's Bible"
    And Player1 chooses "Player2"
    Then Player2's hand rank is 4
    And Player1 is asked to "Select a casualty"

  Scenario: With a cheatin' hand of your own it does nothing
    Given Player1 has these dudes:
      | dude         | at          | attachments    |
      | Olivia Jenks | Town Square | Ranger's Bible |
    And Player1's next draw hand is "QS QS 8D 5C 3C"
    When Player1 calls out "Clint Ramsey" with "Olivia Jenks"
    And Player2 accepts
    And Player1 tries to use "Ranger's Bible"
    Then Player2's hand rank is 8
    And Player1 is asked to "Select a casualty"
