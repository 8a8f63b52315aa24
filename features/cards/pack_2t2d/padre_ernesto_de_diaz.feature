@card:20018
Feature: Padre Ernesto de Diaz (Too Tough to Die)
  After your opponent reveals a cheating hand, you may boot a miracle on Ernesto to draw a
  card.

  Claimed by the Weird West Edition script (24068): "Whenever an opponent reveals a cheatin'
  hand, you may boot one of Ernesto's Miracles to draw a card" behaves the same. Amazing
  Grace is a Miracle. Ernesto stays at Blake Ranch, out of the shootout.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                                     | at          | attachments   |
      | Padre Ernesto de Diaz (Too Tough to Die) | Blake Ranch | Amazing Grace |
      | Clint Ramsey                             | Town Square |               |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: The opponent cheats: boot his miracle to draw a card
    Given Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player1 chooses "boot a Miracle to draw a card"
    And Player1 selects "Amazing Grace"
    Then "Amazing Grace" is booted
    And Player1 has 1 cards in hand
    And Player1 is asked to "Select a casualty"
    And the log contains "Player1 boots Amazing Grace on Padre Ernesto de Diaz to draw a card"

  Scenario: A legal hand from the opponent offers nothing
    Given Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    Then "Amazing Grace" is unbooted
    And Player1 has 0 cards in hand
    And Player1 is asked to "Select a casualty"
