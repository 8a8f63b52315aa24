@card:01104 @blind
Feature: Raising Hell (blind proof)
  Hex. Shootout Hex 8, Boot: Ace a card from your play hand. One Abomination from your
  Boot Hill enters play (pay all costs) and joins this Huckster's posse. Ace this card.

  Steele Archer is a Huckster 2: a pull of 6 or more reaches 8. Bobo is an Abomination
  costing 1; Player1 has 5 ghost rock.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments  |
      | Steele Archer | Town Square | Raising Hell |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's boot hill is "Bobo"

  Scenario: A card is aced from hand, the Abomination joins the posse paying its cost, and the spell is aced
    Given Player1's hand is "Auction"
    And Player1's next pull is "6H"
    When Player1 calls out "Clyde Owens" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Raising Hell"
    And Player1 chooses "Auction"
    Then "Bobo" is at "Town Square"
    And Player1's posse is "Steele Archer, Bobo"
    And Player1 has 4 ghost rock
    And Player1's hand is empty
    And Player1's boot hill is "Auction, Raising Hell"
    And Player1 is asked to "Select a dude"

  Scenario: A failed cast brings nobody back
    Given Player1's hand is "Auction"
    And Player1's next pull is "5H"
    When Player1 calls out "Clyde Owens" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Raising Hell"
    Then "Bobo" is in Player1's boot hill
    And Player1's posse is "Steele Archer"
    And Player1 has 5 ghost rock
    And Player1's hand is "Auction"
    And "Raising Hell" is attached to "Steele Archer"
    And Player2 is asked to "Select a card"

  Scenario: With no card in the play hand to ace, it cannot be used
    The first sentence after the colon must be possible (§8.1 requirement clause).
    Given Player1's hand is empty
    And Player1's next pull is "6H"
    When Player1 calls out "Clyde Owens" with "Steele Archer"
    And Player2 accepts
    Then "Raising Hell" is unbooted
    And "Bobo" is in Player1's boot hill
    And the log contains "Player1 has no shootout play and passes"
    And Player2 is asked to "Select a card"
