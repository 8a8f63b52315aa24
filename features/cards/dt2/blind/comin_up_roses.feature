@card:24234 @blind
Feature: Comin' Up Roses (Weird West Edition) (blind proof)
  Resolution: Choose a card in your draw hand with no duplicate value in that hand. Change
  the card to the suit of your choice.
  Cheatin' Resolution: Change one or two cards in your draw hand to the suit and value of
  your choice. Their new values cannot match another value in that hand. For the rest of
  the shootout, while your hand contains a legal flush or straight, you have +2 hand rank.

  High card is rank 1, one pair 2, a straight 5, a flush 6. 3H 3H is a cheatin' pair.

  Background:
    Given the board "shootout"
    And Player1's hand is "Comin' Up Roses (Weird West Edition)"
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Steven Wiles"

  Scenario: A card with no duplicate value changes suit: four hearts become a flush
    Given Player1's next draw hand is "2H 5H 8H JH KS"
    And Player2's next draw hand is "KD KC 9D 9C 4C"
    When Player1 plays "Comin' Up Roses (Weird West Edition)"
    And Player1 chooses "KS"
    And Player1 chooses "Hearts"
    Then Player1's hand rank is 6
    And "Comin' Up Roses (Weird West Edition)" is in Player1's discard pile
    And Player2 is asked to "Select a casualty"

  Scenario: A card whose value is duplicated in the hand cannot be chosen
    Given Player1's next draw hand is "2H 2S 8H JH KS"
    And Player2's next draw hand is "KD KC 9D 9C 4C"
    When Player1 plays "Comin' Up Roses (Weird West Edition)"
    Then Player1 is asked to "Select a card"
    And Player1 may choose "KS"
    And Player1 may choose "8H"
    And Player1 may not choose "2H"
    And Player1 may not choose "2S"

  Scenario: Against a cheatin' hand, one card becomes the value and suit of your choice, and a straight gets +2
    Given Player1's next draw hand is "2H 3S 4D 5C 9H"
    And Player2's next draw hand is "3H 3H KC KS KD"
    When Player1 plays "Comin' Up Roses (Weird West Edition) (2nd ability)"
    And Player1 chooses "9H"
    And Player1 chooses "6"
    And Player1 chooses "Spades"
    And Player1 is done
    Then Player1's hand rank is 7
    And Player1 is asked to "Select a casualty"

  Scenario: The Cheatin' Resolution is refused against a legal hand
    Given Player1's next draw hand is "2H 3S 4D 5C 9H"
    And Player2's next draw hand is "KD KC 9D 9C 4C"
    When Player1 tries to play "Comin' Up Roses (Weird West Edition) (2nd ability)"
    Then the play is refused by rule "shootout.cheatin"
    And Player1 is asked to "Select a play"

  Scenario: Against a cheatin' hand, a new value may not match another value in the hand
    Given Player1's next draw hand is "2H 3S 4D 5C 9H"
    And Player2's next draw hand is "3H 3H KC KS KD"
    When Player1 plays "Comin' Up Roses (Weird West Edition) (2nd ability)"
    And Player1 chooses "9H"
    Then Player1 is asked to "Select a value"
    And Player1 may not choose "2"
    And Player1 may not choose "5"
    And Player1 may choose "6"
