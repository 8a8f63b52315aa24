Feature: Devil's and Heretic Jokers in lowball
  Rules digest §1.2 and §3.1: a Devil's Joker makes its hand illegal (cheatin') and
  raises its rank by 2, and is aced after use like any joker. A Heretic Joker makes its
  hand legal, lowers its rank by 3 (never below 1), and is discarded rather than aced.
  A raised hand counts as the worst hand of its new rank and a lowered hand as the
  best (§5.6), so at equal rank in lowball the raised hand wins and the lowered loses.

  Background:
    Given the board "lowball"

  @rule:gambling.lowball @rule:gambling.discard
  Scenario: A Devil's Joker raises a lowball hand by 2 ranks and is aced
    Given Player1's deck is "Devil's Joker (Red), Allie Hensman, Bluetick, Yan Li's Tailoring, Pinto"
    And Player2's deck is "Tommy Harden, Shotgun, Bad Company, Whiskey Flask, Circle M Ranch"
    Then the log contains in order:
      """
      Player1 reveals DEVIL=4S AS 2H 3D 7H: Cheatin' High Card (rank 1+2 = 3)
      Player2 reveals 3S 3H 5C 4H 8D: One Pair (rank 2)
      Player2 wins lowball and takes 2 ghost rock from the pot
      """
    And "Devil's Joker (Red)" is in Player1's Boot Hill

  @rule:gambling.lowball @rule:gambling.discard
  Scenario: A Heretic Joker lowers a lowball hand by 3 ranks and is discarded, not aced
    Given Player1's deck is "Heretic Joker (Red), Tommy Harden, Shotgun, Bad Company, Circle M Ranch"
    And Player2's deck is "Tommy Harden, Shotgun, Pancho Castillo, Pistol Whip, Circle M Ranch"
    Then the log contains in order:
      """
      Player1 reveals HERETIC=AS 3S 3H 5C 8D: One Pair (rank 2-3 = 1)
      Player2 reveals 3S 3H 5S 5C 8D: Two Pair (rank 3)
      Player1 wins lowball and takes 2 ghost rock from the pot
      """
    And "Heretic Joker (Red)" is in Player1's discard pile

  @rule:gambling.lowball
  Scenario: A hand lowered to rank 1 is the best High Card, so it loses lowball to a plain one
    Given Player1's deck is "Heretic Joker (Red), Tommy Harden, Shotgun, Bad Company, Circle M Ranch"
    And Player2's deck is "Pony Express, Bottom Dealin', Auction, Mustang, Kidnappin'"
    Then the log contains in order:
      """
      Player1 reveals HERETIC=AS 3S 3H 5C 8D: One Pair (rank 2-3 = 1)
      Player2 reveals AD 2C 3C 5H 7C: High Card (rank 1)
      Both lowball hands are rank 1: Player2 wins the tie-break
      Player2 wins lowball and takes 2 ghost rock from the pot
      """
