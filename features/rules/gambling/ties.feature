Feature: Lowball ties
  Rules digest §3.1 step 5: hands of the same rank compare their values, highest card
  first, and the lower cards win. An exact tie is redrawn: both players draw new
  lowball hands (§13.16; the printed rule, not the online engine's single redraw).

  Background:
    Given the board "lowball"

  @rule:gambling.lowball
  Scenario: Two high card hands: the lower highest card wins the tie-break
    Given Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Sloane"
    And Player2's deck is "Pony Express, Bottom Dealin', Auction, Mustang, Kidnappin'"
    Then the log contains in order:
      """
      Player1 reveals AS 2H 3D 4C KS: High Card (rank 1)
      Player2 reveals AD 2C 3C 5H 7C: High Card (rank 1)
      Both lowball hands are rank 1: Player2 wins the tie-break
      Player2 wins lowball and takes 2 ghost rock from the pot
      """
    And Player2 is the first player

  @rule:gambling.lowball
  Scenario: Two hands with one pair: the lower pair wins the tie-break
    Given Player1's deck is "Tommy Harden, Shotgun, Allie Hensman, Bluetick, Coachwhip!"
    And Player2's deck is "Steele Archer, Whiskey Flask, Pony Express, Bottom Dealin', Auction"
    Then the log contains in order:
      """
      Player1 reveals 3S 3H AS 2H 4C: One Pair (rank 2)
      Player2 reveals 4S 4H AD 2C 3C: One Pair (rank 2)
      Both lowball hands are rank 2: Player1 wins the tie-break
      Player1 wins lowball and takes 2 ghost rock from the pot
      """

  @rule:gambling.lowball.tie
  Scenario: An exact tie is redrawn and the new hands decide
    Given Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Killer Bunnies Casino, Tommy Harden, Shotgun, Bad Company, Whiskey Flask, Circle M Ranch"
    And Player2's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Killer Bunnies Casino, Pony Express, Bottom Dealin', Auction, Mustang, Kidnappin'"
    Then the log contains in order:
      """
      Player1 reveals AS 2H 3D 4C 6D: High Card (rank 1)
      Player2 reveals AS 2H 3D 4C 6D: High Card (rank 1)
      Lowball is an exact tie: both players draw again
      Player1 reveals 3S 3H 5C 4H 8D: One Pair (rank 2)
      Player2 reveals AD 2C 3C 5H 7C: High Card (rank 1)
      Player2 wins lowball and takes 2 ghost rock from the pot
      """
    # the pot is not anted twice: 5 - 1 + 2 + 3 production
    And Player2 has 9 ghost rock
    And Player1 has 10 cards in their discard pile
    And Player2 has 10 cards in their discard pile

  @rule:gambling.lowball.draw
  Scenario: Decks that can only tie end lowball in a draw: the antes go back, the first player stays
    # Each deck is these very five cards: every redraw shuffles them back and ties again.
    Given Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Killer Bunnies Casino"
    And Player2's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Killer Bunnies Casino"
    Then the log contains in order:
      """
      Player1 reveals AS 2H 3D 4C 6D: High Card (rank 1)
      Player2 reveals AS 2H 3D 4C 6D: High Card (rank 1)
      Lowball is an exact tie: both players draw again
      Player1 shuffles their discard pile into their deck
      Lowball ties 50 times in a row: nobody wins it, and the antes go back
      Player1 stays the first player
      """
    And Player1 is the first player
    # 5 ghost rock, the ante back, 3 production
    And Player1 has 8 ghost rock
    And Player2 has 8 ghost rock
    And nobody has won the game
