Feature: Before discarding the lowball draw hands
  Rules digest §3.1 step 7: the draw hands are discarded once the pot is taken. A React
  printed "before discarding your lowball draw hand" (Gateway Station) answers just before,
  while the hands are still whole; a tie's hands are discarded too, so it answers then as
  well, before the redraw.

  Background:
    Given the board "lowball"
    And Player1's street is "home, Gateway Station"
    And Player1's hand is "Pony Express"

  @rule:gambling.before_discard
  Scenario: The React answers after the pot is taken, while the draw hand is whole
    Given Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Whiskey Flask, Killer Bunnies Casino"
    And Player2's deck is "Tommy Harden, Ace in the Hole, Bad Company, Pistol Whip, Circle M Ranch"
    Then Player1 is asked to "Select a react"
    And the log contains in order:
      """
      Player1 wins lowball and takes 2 ghost rock from the pot
      Player1 is the first player
      """
    When Player1 reacts with "Gateway Station"
    And Player1 selects "Pony Express"
    And Player1 chooses "AS"
    Then "Allie Hensman" is in Player1's hand
    And "Bluetick" is in Player1's discard pile

  @rule:gambling.before_discard
  Scenario: After an exact tie the React answers before the tied hands go
    Given Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Killer Bunnies Casino, Tommy Harden, Shotgun, Bad Company, Whiskey Flask, Circle M Ranch"
    And Player2's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Killer Bunnies Casino, Pony Express, Bottom Dealin', Auction, Mustang, Kidnappin'"
    When Player1 reacts with "Gateway Station"
    And Player1 selects "Pony Express"
    And Player1 chooses "AS"
    Then "Allie Hensman" is in Player1's hand
    And the log contains in order:
      """
      Lowball is an exact tie: both players draw again
      Player1 uses Gateway Station
      Player1 puts Allie Hensman from their draw hand into their play hand
      Player1 reveals 3S 3H 5C 4H 8D: One Pair (rank 2)
      """
