@card:08010 @blind
Feature: Flint's Amusements (blind proof)
  Deed, Public, Casino; production 1, control 1.
  Each time a Resolution ability on an action card is used, the controller gains one ghost
  rock.
  Controller Noon, Boot: If you played a Cheatin' Resolution this turn, draw a card.

  Player1 owns and controls Flint's Amusements; Player2 plays It's Not What You Know...
  (cost 2; "Resolution: Lower a player's draw hand by 1 rank"). Each player has 5 ghost
  rock.

  Background:
    Given the board "shootout"
    And Player1's street is "home, Flint's Amusements"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "3H 3D 6S 8D JH"
    And Player2's next draw hand is "2D 4H 6C 9S QS"

  Scenario: Any player's Resolution on an action card gives the deed's controller 1 ghost rock
    Given Player2's hand is "It's Not What You Know... (Double Dealin')"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player2 plays "It's Not What You Know..."
    And Player2 chooses "Player1"
    Then Player1 has 6 ghost rock
    And Player2 has 3 ghost rock
    And Player2 is asked to "Select a casualty"

  Scenario: Without a Cheatin' Resolution played this turn the Noon ability draws nothing
    Given Player1's hand is "Bluetick"
    When Player1 uses "Flint's Amusements"
    Then Player1 has 1 cards in hand

  Scenario: After a Cheatin' Resolution this turn the Noon ability draws a card
    Given Player1's hand is "Bluetick"
    And Player1 has played a Cheatin' Resolution today
    When Player1 uses "Flint's Amusements"
    Then Player1 has 2 cards in hand
    And "Flint's Amusements" is booted

  Scenario: The opponent's Cheatin' Resolution does not count
    Given Player1's hand is "Bluetick"
    And Player2 has played a Cheatin' Resolution today
    When Player1 uses "Flint's Amusements"
    Then Player1 has 1 cards in hand
