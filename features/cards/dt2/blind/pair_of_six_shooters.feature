@card:24144 @blind
Feature: Pair of Six-Shooters (blind proof)
  Pair of Six-Shooters (Weird West Edition), Weapon: "Cheatin' Resolution, Boot: Change
  the suit and value of a card in your draw hand."

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments                               |
      | Clint Ramsey | Town Square | Pair of Six-Shooters (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Against a cheatin' hand, a card of Player1's hand becomes another card
    Two pair (rank 3) becomes a full house (rank 7) and beats the cheatin' three of a
    kind (rank 4).
    Given Player1's next draw hand is "AS AC 8S 8D 2D"
    And Player2's next draw hand is "9C 9C 9D 7D 10S"
    When Player1 calls out "Pancho Castillo" with "Clint Ramsey"
    And Player2 accepts
    And Player1 uses "Pair of Six-Shooters (Weird West Edition)"
    Then Player1 may not choose "10S"
    When Player1 chooses "2D"
    And Player1 chooses "8"
    And Player1 chooses "H"
    Then Player1's hand rank is 7
    And Player1's draw hand is "AS AC 8S 8D 8H"
    And "Pair of Six-Shooters (Weird West Edition)" is booted
    And Player1 wins the round
    And Player2 takes 3 casualties
    And Player2 is asked to "Select a casualty"

  Scenario: Against a legal hand it cannot be used
    Given Player1's next draw hand is "AS AC 8S 8D 2D"
    And Player2's next draw hand is "9C 9H 9D 7D 10S"
    When Player1 calls out "Pancho Castillo" with "Clint Ramsey"
    And Player2 accepts
    And Player1 tries to use "Pair of Six-Shooters (Weird West Edition)"
    Then the log contains "Player1 has no resolution play and passes"
    And Player1's hand rank is 3
    And Player2 wins the round
    And "Pair of Six-Shooters (Weird West Edition)" is unbooted
    And Player1 is asked to "Select a casualty"
