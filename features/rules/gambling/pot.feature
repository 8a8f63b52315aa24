Feature: The pot, the first player and the draw hands after lowball
  Rules digest §3.1 steps 6-7: the lowball winner takes the pot and becomes the first
  player for the day; then both draw hands go to their owners' discard piles, except
  revealed jokers, which are aced. A deck that runs out is refilled by shuffling the
  discard pile into it (§9.3).

  Background:
    Given the board "lowball"

  @rule:gambling.pot
  Scenario: The lowball winner becomes first player and goes first for the rest of the day
    Given Player1 is the first player
    And Player1's deck is "Tommy Harden, Shotgun, Bad Company, Whiskey Flask, Circle M Ranch"
    And Player2's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Killer Bunnies Casino"
    Then the log contains in order:
      """
      Player2 wins lowball and takes 2 ghost rock from the pot
      Player2 is the first player
      Player2 receives 3 ghost rock production
      Player1 receives 3 ghost rock production
      """
    And Player2 is the first player
    And the phase is High Noon
    And Player2 is asked to "Select an action"

  @rule:gambling.discard
  Scenario: Draw hands are discarded and a revealed joker is aced
    Given Player1's deck is "Joker (red), Allie Hensman, Bluetick, Yan Li's Tailoring, Pinto"
    And Player2's deck is "Tommy Harden, Shotgun, Bad Company, Whiskey Flask, Circle M Ranch"
    And Player1's hand is "Roan"
    Then the log contains "Player1 reveals JOKER=4S AS 2H 3D 7H: High Card (rank 1)"
    And "Joker (red)" is in Player1's Boot Hill
    And Player1's discard pile is "Allie Hensman, Bluetick, Yan Li's Tailoring, Pinto"
    And Player2's discard pile is "Tommy Harden, Shotgun, Bad Company, Whiskey Flask, Circle M Ranch"
    And Player1's hand is "Roan"
    And Player1 has 0 cards in their deck

  @rule:gambling.draw
  Scenario: A deck that runs out mid-hand is refilled from the shuffled discard pile
    Given Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring"
    And Player1's discard pile is "Coachwhip!, Killer Bunnies Casino, Pat's Perch, Blake Ranch"
    And Player2's deck is "Tommy Harden, Shotgun, Bad Company, Whiskey Flask, Circle M Ranch"
    Then the log contains in order:
      """
      Player1 antes 1 ghost rock
      Player2 antes 1 ghost rock
      Player1 shuffles their discard pile into their deck
      """
    # 3 drawn, then 2 of the 4 reshuffled cards; the lowball hand goes to the discard pile
    And Player1 has 2 cards in their deck
    And Player1 has 5 cards in their discard pile
    And "Allie Hensman" is in Player1's discard pile
