@card:19029 @blind
Feature: Devil's Six Gun (blind proof)
  This dude is a stud.
  Cheatin' Resolution, Boot: Search your Boot Hill, discard pile, and deck for a joker.
  Put the joker in your draw hand, declare a suit and value for it, and discard a card
  from your draw hand. Before you discard your draw hand, shuffle the joker back into your
  deck.

  Devil's Six Gun: Weapon Gadget, +1 bullets. Jake Smiley is printed a 1-bullet draw.
  A Cheatin' Resolution may be played only after an opponent reveals a cheatin' hand.

  Scenario: The dude is a stud with +1 bullets
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at   | attachments     |
      | Jake Smiley | home | Devil's Six Gun |
    Then "Jake Smiley" is a stud
    And "Jake Smiley" has 2 bullets

  Scenario: Against a cheatin' hand, a joker from Boot Hill joins the draw hand and a card is discarded
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at          | attachments     |
      | Jake Smiley | Town Square | Devil's Six Gun |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's boot hill is "Joker (red)"
    And a shootout at "Town Square" led by "Jake Smiley" against "Steven Wiles"
    And Player1's next draw hand is "9H 9S 9D 2C 4H"
    And Player2's next draw hand is "KS KS KD 9C 8C"
    When Player1 uses "Devil's Six Gun"
    And Player1 selects "Joker (red)"
    And Player1 chooses "9"
    And Player1 chooses "C"
    And Player1 chooses "2C"
    Then Player1's hand rank is 8
    And "Devil's Six Gun" is booted
    And "Joker (red)" is not in Player1's boot hill
    And Player1 wins the round
    When Player2 covers the casualties with "ace Steven Wiles"
    And Player1 is done
    Then "Joker (red)" is in Player1's deck
    And "Joker (red)" is not in Player1's discard pile

  Scenario: Not against a legal hand
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at          | attachments     |
      | Jake Smiley | Town Square | Devil's Six Gun |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's boot hill is "Joker (red)"
    And a shootout at "Town Square" led by "Jake Smiley" against "Steven Wiles"
    And Player1's next draw hand is "9H 9S 9D 2C 4H"
    And Player2's next draw hand is "KS KC KD 9C 8C"
    Then the log contains "Player1 has no resolution play and passes"
    And Player1 is asked to "Select a casualty"
