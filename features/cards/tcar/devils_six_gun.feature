@card:19029
Feature: Devil's Six Gun
  This dude is a stud.

  Cheatin' Resolution, Boot: Search your Boot Hill, discard pile, and deck for a joker. Put
  the joker in your draw hand, declare a suit and value for it, and discard a card from your
  draw hand. Before you discard your draw hand, shuffle the joker back into your deck.

  Ezrael Jones is a draw with 1 bullet; the Six Gun gives +1 bullets. 3H 3H is a cheatin'
  pair.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments     |
      | Ezrael Jones | Town Square | Devil's Six Gun |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: Its dude is a stud
    Then "Ezrael Jones" is a stud
    And "Ezrael Jones" has 2 bullets

  @rule:draw_hand.back_to_deck
  Scenario: Against a cheatin' hand, a joker from the discard pile joins the draw hand, then goes back into the deck
    Given Player1's discard pile is "Joker (red)"
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's next draw hand is "2S 4C 6S 8D QH"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player1 uses "Devil's Six Gun"
    And Player1 selects "Joker (red)"
    And Player1 chooses "Q"
    And Player1 chooses "Spades"
    And Player1 chooses "2S"
    Then Player1's draw hand is "JOKER=QS 4C 6S 8D QH"
    And Player1's hand rank is 2
    And "Devil's Six Gun" is booted
    And the log contains in order:
      """
      Player1 uses Devil's Six Gun
      Player1 puts Joker (red) into their draw hand as JOKER=QS
      Player1 discards 2S from their draw hand
      """
    When Player2 covers the casualties with "discard Steven Wiles"
    And Player1 covers the casualties with "discard Ezrael Jones"
    Then "Joker (red)" is in Player1's deck
    And "Joker (red)" is not in Player1's boot hill
    And "Ambush" is in Player1's discard pile
    And the log contains "Player1 shuffles Joker (red) back into their deck"
    And Player2 is asked to "Select an action"

  Scenario: Not against a legal hand
    Given a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's next draw hand is "2S 4C 6S 8D QH"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    Then the log contains "Player1 has no resolution play and passes"
    And "Devil's Six Gun" is unbooted
    And Player1 is asked to "Select a casualty"

  Scenario: With no joker to find, it is booted for nothing
    Given Player1's deck is "Shotgun, Mustang, Pinto, Peacemaker, Tin Star, Roan, Bluetick, Whiskey Flask"
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's next draw hand is "2S 4C 6S 8D QH"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player1 uses "Devil's Six Gun"
    Then the log contains "Player1 finds no joker"
    And Player1's draw hand is "2S 4C 6S 8D QH"
    And "Devil's Six Gun" is booted
    And Player1 is asked to "Select a casualty"
