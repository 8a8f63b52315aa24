Feature: Lowball hands
  Rules digest §3.1: each player draws 5 cards from their deck as a lowball hand and
  reveals it; the lowest hand wins. Values and suits come from the cards' own data
  (A=1 … K=13, aces low; ♠ dudes, ♥ goods, ♦ deeds, ♣ actions, §1.1). Cheatin' hands
  are revealed as such but still count by rank: only a Cheatin' Resolution punishes
  them (§3.1 step 4). In lowball a joker is the lowest value that neither pairs nor
  straightens the hand.

  Background:
    Given the board "lowball"

  @rule:gambling.draw @rule:gambling.reveal @rule:gambling.lowball
  Scenario: A high card hand beats a pair, because the lowest hand wins
    Given Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Killer Bunnies Casino"
    And Player2's deck is "Tommy Harden, Shotgun, Bad Company, Whiskey Flask, Circle M Ranch"
    Then the log contains in order:
      """
      Player1 reveals AS 2H 3D 4C 6D: High Card (rank 1)
      Player2 reveals 3S 3H 5C 4H 8D: One Pair (rank 2)
      Player1 wins lowball and takes 2 ghost rock from the pot
      """
    And Player1's deck is empty
    And Player1's discard pile is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Killer Bunnies Casino"

  @rule:gambling.lowball
  Scenario: Ace to five is a straight, which loses to a pair in lowball
    Given Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Mustang"
    And Player2's deck is "Tommy Harden, Shotgun, Bad Company, Whiskey Flask, Circle M Ranch"
    Then the log contains in order:
      """
      Player1 reveals AS 2H 3D 4C 5H: Straight (rank 5)
      Player2 reveals 3S 3H 5C 4H 8D: One Pair (rank 2)
      Player2 wins lowball and takes 2 ghost rock from the pot
      """
    And Player2 is the first player

  @rule:gambling.lowball
  Scenario: Five cards of one suit are a flush, which loses to two pair in lowball
    Given Player1's deck is "Pair of Six-Shooters, Bluetick, Shotgun, Whiskey Flask, Roan"
    And Player2's deck is "Tommy Harden, Shotgun, Pancho Castillo, Pistol Whip, Circle M Ranch"
    Then the log contains in order:
      """
      Player1 reveals AH 2H 3H 4H 6H: Flush (rank 6)
      Player2 reveals 3S 3H 5S 5C 8D: Two Pair (rank 3)
      Player2 wins lowball and takes 2 ghost rock from the pot
      """

  @rule:gambling.reveal @rule:gambling.lowball
  Scenario: A cheatin' hand is revealed as cheatin' but still wins on its rank
    Given Player1's deck is "Shotgun, Shotgun, Allie Hensman, Bluetick, Killer Bunnies Casino"
    And Player2's deck is "Tommy Harden, Ace in the Hole, Bad Company, Pistol Whip, Circle M Ranch"
    Then the log contains in order:
      """
      Player1 reveals 3H 3H AS 2H 6D: Cheatin' One Pair (rank 2)
      Player2 reveals 3S 3H 5C 5C 8D: Cheatin' Two Pair (rank 3)
      Player1 wins lowball and takes 2 ghost rock from the pot
      """
    And Player1 is the first player

  @rule:gambling.lowball
  Scenario: A joker counts as the lowest value that pairs nothing
    Given Player1's deck is "Joker (red), Allie Hensman, Bluetick, Yan Li's Tailoring, Pinto"
    And Player2's deck is "Pony Express, Bottom Dealin', Auction, Mustang, Kidnappin'"
    Then the log contains in order:
      """
      Player1 reveals JOKER=4S AS 2H 3D 7H: High Card (rank 1)
      Player2 reveals AD 2C 3C 5H 7C: High Card (rank 1)
      Both lowball hands are rank 1: Player1 wins the tie-break
      Player1 wins lowball and takes 2 ghost rock from the pot
      """
