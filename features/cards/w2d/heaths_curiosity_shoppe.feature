@card:23031
Feature: Heath's Curiosity Shoppe
  Deed, Private. Controller Noon, Boot: Discard 2 cards. Choose a non-Unique card in your
  discard pile that matches the suit of one of the discarded cards and the value of the other
  discarded card, and put it into your hand.

  Peacemaker is 2H, Auction 3C, Shotgun 3H, Bottom Dealin' 2C, Bluetick 2H, Ambush 4C;
  Olivia Jenks and Philip Swinford (dudes, unique) are 2S.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Heath's Curiosity Shoppe"

  Scenario: The two cards discarded find a card of the suit of one and the value of the other
    Given Player1's hand is "Peacemaker, Auction, Pinto"
    And Player1's discard pile is "Shotgun, Bottom Dealin', Bluetick, Ambush"
    When Player1 uses "Heath's Curiosity Shoppe"
    And Player1 discards "Peacemaker"
    And Player1 discards "Auction"
    Then "Heath's Curiosity Shoppe" is booted
    And the options are:
      """
      Shotgun
      Bottom Dealin'
      """
    When Player1 selects "Shotgun"
    Then Player1's hand is "Pinto, Shotgun"
    And "Peacemaker" is in Player1's discard pile
    And "Auction" is in Player1's discard pile
    And the log contains "Player1 puts Shotgun into their hand"

  @ruling:heaths-shoppe-may-return-a-discarded-card
  Scenario: A Unique card (a dude) is never chosen, a discarded card may be
    Given Player1's hand is "Olivia Jenks, Peacemaker"
    And Player1's discard pile is "Philip Swinford, Bluetick"
    When Player1 uses "Heath's Curiosity Shoppe"
    And Player1 discards "Olivia Jenks"
    And Player1 discards "Peacemaker"
    Then the options are:
      """
      Bluetick
      Peacemaker
      """

  Scenario: With fewer than 2 cards in hand, or for the other player, it cannot be used
    Given Player1's hand is "Peacemaker"
    When Player1 tries to use "Heath's Curiosity Shoppe"
    Then the play is refused by rule "ability.cost"
    When Player2 tries to use "Heath's Curiosity Shoppe"
    Then the play is refused by rule "ability.controller"
