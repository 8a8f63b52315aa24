@card:01017 @blind
Feature: Philip Swinford (blind proof)
  Each time a player reveals a cheatin' hand and your hand is legal, you may discard a
  card from your play hand to draw a card.

  Philip stays at home: the text does not ask him to be in the shootout.

  Background:
    Given the board "shootout"
    And a game between "Law Dogs" and "The Sloane Gang"
    And Player1's hand is "Reserves"
    And Player1 has these dudes:
      | dude            | at          |
      | Philip Swinford | home        |
      | Clyde Owens     | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"

  Scenario: The opponent cheats, your hand is legal: discard a card to draw a card
    Given Player1's next draw hand is "AS 2D 4C 6S 9H"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    When Player1 reacts with "Philip Swinford"
    And Player1 discards "Reserves"
    Then "Reserves" is in Player1's discard pile
    And Player1 has 1 cards in hand
    And "Reserves" is not in Player1's hand
    And Player1 is asked to "Select a play"

  Scenario: When your own hand is cheatin' too, there is no card draw
    Given Player1's next draw hand is "AS AS 4C 6S 9H"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    When Player1 tries to react with "Philip Swinford"
    Then the play is refused by rule "ability.react"
    And "Reserves" is in Player1's hand
    And the log does not contain "Philip Swinford"
    And Player1 is asked to "Select a casualty"

  Scenario: Nobody cheats: there is no card draw
    Given Player1's next draw hand is "AS 2D 4C 6S 9H"
    And Player2's next draw hand is "8C 8H 8D 7D 10S"
    When Player1 tries to react with "Philip Swinford"
    Then the play is refused by rule "ability.react"
    And "Reserves" is in Player1's hand
    And the log does not contain "Philip Swinford"
    And Player1 is asked to "Select a casualty"

  Scenario: A cheatin' lowball hand triggers Philip too
    Given the board "lowball"
    And a game between "Law Dogs" and "The Sloane Gang"
    And Player1's hand is "Reserves"
    And Player1 has these dudes:
      | dude            | at   |
      | Philip Swinford | home |
    And Player2 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Killer Bunnies Casino, Tommy Harden"
    And Player2's deck is "Shotgun, Shotgun, Allie Hensman, Bluetick, Killer Bunnies Casino"
    When Player1 reacts with "Philip Swinford"
    And Player1 discards "Reserves"
    Then Player1's hand is "Tommy Harden"
    And "Reserves" is in Player1's discard pile
    And the log contains in order:
      """
      Player2 reveals 3H 3H AS 2H 6D: Cheatin' One Pair (rank 2)
      Player1 uses Philip Swinford to discard Reserves and draw a card
      """
    And Player2 is asked to "Select a card"
