@card:20005
Feature: Ying-Ssi Chieh T'ang
  Dude, 4S, stud 2. Resolution: Pay the opposing posse's controller 1 ghost rock. Draw a
  card and place it in your draw hand. Discard a card from your draw hand.

  Steele Archer (a 0-bullet draw) is Player1's shooter; Ying-Ssi is in the posse. The
  card below the stacked draw hand is 5H.

  Background:
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player2 has 0 ghost rock
    And Player1's deck starts with "5H"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player1 has these dudes:
      | dude                 | at          |
      | Ying-Ssi Chieh T'ang | Town Square |
      | Steele Archer        | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Pay the other side 1, draw a sixth card, discard one: the hand is ranked again
    When Player1 calls out "Olivia Jenks" with "Ying-Ssi Chieh T'ang"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 picks "Steele Archer" as shooter
    And Player1 uses "Ying-Ssi Chieh T'ang"
    Then Player1 has 1 ghost rock
    And Player2 has 1 ghost rock
    And Player1's draw hand is "4S 4C 5S 5C JD 5H"
    When Player1 chooses "JD"
    Then Player1's draw hand is "4S 4C 5S 5C 5H"
    And Player1's hand rank is 7
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 pays 1 ghost rock to use Ying-Ssi Chieh T'ang
      Player1 places 5H in their draw hand
      Player1 discards JD from their draw hand
      """

  Scenario: Without 1 ghost rock to pay, Ying-Ssi is not offered: the hand stands
    Given Player1 has 0 ghost rock
    When Player1 calls out "Olivia Jenks" with "Ying-Ssi Chieh T'ang"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 picks "Steele Archer" as shooter
    Then Player1's draw hand is "4S 4C 5S 5C JD"
    And Player2 has 0 ghost rock
    And Player1 is asked to "Select a casualty"
