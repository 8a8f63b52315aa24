@card:24234
Feature: Comin' Up Roses (Weird West Edition)
  Action. Resolution: Choose a card in your draw hand with no duplicate value in that hand.
  Change the card to the suit of your choice.
  Cheatin' Resolution: Change one or two cards in your draw hand to the suit and value of
  your choice. Their new values cannot match another value in that hand. For the rest of
  the shootout, while your hand contains a legal flush or straight, you have +2 hand rank.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Comin' Up Roses (Weird West Edition)"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: The Resolution changes the suit of a card whose value is not repeated
    Given Player1's next draw hand is "4S 4C 6S 7S 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "Comin' Up Roses (Weird West Edition)"
    Then Player1 may not choose "4S"
    When Player1 chooses "9H"
    And Player1 chooses "Spades"
    Then Player1's draw hand is "4S 4C 6S 7S 9S"
    And the log contains "Player1 changes 9H in their draw hand to 9S"
    And Player2 is asked to "Select a casualty"

  Scenario: The Cheatin' Resolution makes a straight and gives +2 hand rank while it is legal
    Given Player1's next draw hand is "4S 5D 6C 9H KH"
    And Player2's next draw hand is "3H 3H 8D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "Comin' Up Roses (Weird West Edition) (2nd ability)"
    And Player1 chooses "9H"
    Then Player1 may not choose "4"
    When Player1 chooses "7"
    And Player1 chooses "Hearts"
    And Player1 chooses "KH"
    And Player1 chooses "8"
    And Player1 chooses "Clubs"
    Then Player1's draw hand is "4S 5D 6C 7H 8C"
    And Player1's hand rank is 7
    And Player2's hand rank is 2
    And the log contains "Player1 has +2 hand rank while their hand is a legal flush or straight"
    And Player2 is asked to "Select a casualty"

  Scenario: One card changed is enough; no flush or straight, no +2
    Given Player1's next draw hand is "4S 5D 6C 9H KH"
    And Player2's next draw hand is "3H 3H 8D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "Comin' Up Roses (Weird West Edition) (2nd ability)"
    And Player1 chooses "9H"
    Then the options are:
      """
      A
      2
      3
      7
      8
      9
      10
      J
      Q
      """
    When Player1 chooses "Q"
    And Player1 chooses "Hearts"
    And Player1 chooses "done"
    Then Player1's draw hand is "4S 5D 6C QH KH"
    And Player1's hand rank is 1
    And Player1 is asked to "Select a casualty"

  Scenario: A flush that is still cheatin' gives no +2
    Given Player1's next draw hand is "2H 7H 7H 9H KH"
    And Player2's next draw hand is "3H 3H 8D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "Comin' Up Roses (Weird West Edition) (2nd ability)"
    And Player1 chooses "2H"
    And Player1 chooses "4"
    And Player1 chooses "Hearts"
    And Player1 chooses "done"
    Then Player1's draw hand is "4H 7H 7H 9H KH"
    And Player1's hand rank is 6
    And Player2 is asked to "Select a casualty"

  Scenario: With every value repeated, the Resolution cannot be played
    Given Player1's next draw hand is "4S 4C 9S 9C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    Then the log contains "Player1 has no resolution play and passes"
    And Player2 is asked to "Select a casualty"

  @rule:shootout.cheatin
  Scenario: Against a legal hand the Cheatin' Resolution is not a play
    Given Player1's next draw hand is "4S 5D 6C 9H KH"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 tries to play "Comin' Up Roses (Weird West Edition) (2nd ability)"
    Then the play is refused by rule "shootout.cheatin"
    And Player1 is asked to "Select a play"
