@card:24144
Feature: Pair of Six-Shooters (Weird West Edition)
  Cheatin' Resolution, Boot: Change the suit and value of a card in your draw hand.

  "Change the suit and value of a card in your draw hand" is the Base Set's "one card ...
  changes to the suit and value of your choice": the player picks both, so this printing
  shares the Base Set script (cards/dtr/pair_of_six_shooters.py).

  Background:
    Given the phase is High Noon
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1 has these dudes:
      | dude          | at          | attachments          |
      | Steele Archer | Town Square | Pair of Six-Shooters (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:shootout.cheatin
  Scenario: A card of your draw hand becomes the suit and value you choose, and the hand is ranked again
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Pair of Six-Shooters (Weird West Edition)"
    And Player1 chooses "JD"
    And Player1 chooses "5"
    And Player1 chooses "Hearts"
    Then Player1 wins the round
    And Player2 takes 3 casualties
    And Player1's draw hand is "4S 4C 5S 5C 5H"
    And Player1's hand rank is 7
    And "Pair of Six-Shooters (Weird West Edition)" is booted
    And "Steele Archer" is unbooted
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player2 reveals 3H 3H 3D 6C KH: Cheatin' Three of a Kind (rank 4)
      Player1 uses Pair of Six-Shooters (Weird West Edition)
      Player1 changes JD in their draw hand to 5H
      Player1's draw hand is now 4S 4C 5S 5C 5H: Full House (rank 7)
      """
