@card:01108 @blind
Feature: Bottom Dealin' (blind proof)
  Cheatin' Resolution: Discard the cheatin' player's draw hand and replace it with the
  top five cards of your deck (those cards still go to your discard pile).

  Steele Archer is a 0-bullet draw: he draws exactly five cards and may not redraw, so
  the next five cards of Player1's deck are the ones Bottom Dealin' deals.

  Scenario: The cheater's hand is replaced by the top five cards of its player's deck
    Player2, a stud with 3 bullets, drew 8 and cut 3: with the 5 cheatin' cards
    discarded, 8 cards lie in Player2's discard pile.
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's hand is "Bottom Dealin'"
    And Player1's deck starts with "KS KH 9D 6C 4C 2S 3S 5D 7H JC"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    When Player1 calls out "Clyde Owens" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "Bottom Dealin'"
    Then Player2's draw hand is "2S 3S 5D 7H JC"
    And Player2's hand rank is 1
    And Player1 wins the round
    And Player2 takes 1 casualty
    And Player2 has 8 cards in their discard pile
    And Player2 is asked to "Select a casualty"

  Scenario: The dealt cards go to the dealer's discard pile
    After the round Player1's discard pile holds the own hand (5), Bottom Dealin' and
    the five dealt cards: 11. Player2's holds the 8 of before and Clyde: 9.
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's hand is "Bottom Dealin'"
    And Player1's deck starts with "KS KH 9D 6C 4C 2S 3S 5D 7H JC"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    When Player1 calls out "Clyde Owens" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "Bottom Dealin'"
    And Player2 discards "Clyde Owens"
    And Player1 stays
    Then Player2 has 9 cards in their discard pile
    And Player1 has 11 cards in their discard pile

  Scenario: Against a legal hand it cannot be played
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's hand is "Bottom Dealin'"
    And Player1's deck starts with "KS KH 9D 6C 4C 2S 3S 5D 7H JC"
    And Player2's next draw hand is "8C 8S 8D 7D 10S"
    And Player1 has these dudes:
      | dude          | at          | attachments   |
      | Steele Archer | Town Square | Doyle's Hoyle |
    When Player1 calls out "Clyde Owens" with "Steele Archer"
    And Player2 accepts
    And Player1 tries to play "Bottom Dealin'"
    Then the play is refused by rule "shootout.cheatin"
    And Player2's draw hand is "8C 8S 8D 7D 10S"
    And Player1 is asked to "Select a play"

  Scenario: In lowball the cheater's hand is replaced and the cheater loses
    Player2's cheatin' pair (rank 2) would beat Player1's two pair (rank 3); dealt a
    full house (rank 7), Player2 loses. Player1's discard pile then holds the own
    lowball hand, Bottom Dealin' and the five dealt cards.
    Given the board "lowball"
    And Player1's hand is "Bottom Dealin'"
    And Player1's deck starts with "QS QH JS JH 9C KS KH KD 8C 8D"
    And Player2's deck starts with "3H 3H AS 2H 6D"
    When Player1 plays "Bottom Dealin'"
    Then Player1 is the first player
    And Player1 has 11 cards in their discard pile
    And Player2 has 5 cards in their discard pile
    And the log contains in order:
      """
      Player2's draw hand is now KS KH KD 8C 8D: Full House (rank 7)
      Player1 wins lowball and takes 2 ghost rock from the pot
      """
