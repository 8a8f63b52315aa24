@card:24152 @blind
Feature: Disingenuine Currency Press (blind proof)
  Goods, Gadget 5, cost 2.
  After this Gadget is invented, gain 4 ghost rock.
  When this Gadget is discarded from play, its owner draws a card.

  Elander Boldman is a Mad Scientist 2 (a pull of 3 or more invents it: 3 + 2 >= 5).
  Player1 starts with 5 ghost rock. Hao-T'e Zui discards an opposing goods in a shootout.

  Background:
    Given the board "shootout"

  Scenario: Invented, it pays back 4 ghost rock
    Given Player1's hand is "Disingenuine Currency Press"
    And Player1 has these dudes:
      | dude            | at   |
      | Elander Boldman | home |
    And Player1's next pull is "7H"
    When Player1 attaches "Disingenuine Currency Press" to "Elander Boldman"
    Then "Disingenuine Currency Press" is attached to "Elander Boldman"
    And Player1 has 7 ghost rock

  Scenario: A failed invention gains nothing, and the discard is not from play: no draw
    Given Player1's hand is "Disingenuine Currency Press"
    And Player1 has these dudes:
      | dude            | at   |
      | Elander Boldman | home |
    And Player1's next pull is "2H"
    When Player1 attaches "Disingenuine Currency Press" to "Elander Boldman"
    Then "Disingenuine Currency Press" is in Player1's discard pile
    And Player1 has 3 ghost rock
    And Player1 has 0 cards in hand

  Scenario: Discarded from play by an opponent's card, its owner draws a card
    Given Player1's hand is empty
    And Player1's deck is "Bowie Knife, Pinto, Roan, Auction, Doyle's Hoyle, Charlie's Place, Cheatin' Varmint, Shotgun"
    And Player1 has these dudes:
      | dude            | at          | attachments                 |
      | Elander Boldman | Town Square | Disingenuine Currency Press |
    And Player2 has these dudes:
      | dude                      | at          |
      | Hao-T'e Zui, The Mad Monk | Town Square |
    When Player1 calls out "Hao-T'e Zui, The Mad Monk" with "Elander Boldman"
    And Player2 accepts
    And Player2 uses "Hao-T'e Zui, The Mad Monk"
    And Player2 selects "Disingenuine Currency Press"
    Then "Disingenuine Currency Press" is in Player1's discard pile
    And Player1's hand is "Bowie Knife"
    And Player2 has 0 cards in hand
    And Player2 is asked to "Select a card"

  Scenario: Discarded with its dude as a casualty, its owner draws a card
    Given Player1's hand is empty
    And Player1 has these dudes:
      | dude            | at          | attachments                 |
      | Elander Boldman | Town Square | Disingenuine Currency Press |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "2S 2C 6D 10H QS"
    When Player1 calls out "Clyde Owens" with "Elander Boldman"
    And Player2 accepts
    And Player1 covers the casualties with "Elander Boldman"
    Then "Disingenuine Currency Press" is in Player1's discard pile
    And "Elander Boldman" is in Player1's discard pile
    And Player1 has 1 cards in hand
    And Player2 is asked to "Select a dude"
