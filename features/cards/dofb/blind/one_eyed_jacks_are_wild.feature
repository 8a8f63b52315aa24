@card:25051 @blind
Feature: One-Eyed Jacks are Wild (blind proof)
  "Cheatin' Resolution: You may change the value and suit of one card in your draw hand.
  Your new hand is considered legal. If this is the Gamblin' Phase, draw a card."

  3H 3H is a cheatin' pair. Player1's 2S 4S 6S 8S JD is a high card hand (rank 1); with the
  JD made a 10S it is a flush (rank 6).

  Scenario: Against a cheatin' hand, one of your cards becomes the value and suit you choose
    Given the board "shootout"
    And Player1's hand is "One-Eyed Jacks are Wild"
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    And Player1's next draw hand is "2S 4S 6S 8S JD"
    And Player2's next draw hand is "3H 3H 5C 9S KD"
    When Player1 plays "One-Eyed Jacks are Wild"
    And Player1 chooses "JD"
    And Player1 chooses "10"
    And Player1 chooses "Spades"
    Then Player1's hand rank is 6
    And Player1 has 0 cards in hand
    And Player2 is asked to "Select a casualty"

  Scenario: In the Gamblin' phase it also draws a card
    Given the board "lowball"
    And Player1's hand is "One-Eyed Jacks are Wild"
    And Player1's deck starts with "5D 7H"
    And Player1's next draw hand is "2S 4S 6S 8S JD"
    And Player2's next draw hand is "3H 3H 5C 9S KD"
    When Player1 plays "One-Eyed Jacks are Wild"
    And Player1 chooses "JD"
    And Player1 chooses "2"
    And Player1 chooses "Hearts"
    Then the log contains in order:
      """
      Player1 plays One-Eyed Jacks are Wild
      Player1 changes JD in their draw hand to 2H
      Player1 draws a card
      Player1 wins lowball and takes 2 ghost rock from the pot
      """
    And Player1 has 1 cards in hand
