@card:23017 @blind
Feature: Dr. JT Goodenough (blind proof)
  Dude, Grifter, Mad Scientist 0. React, Boot: At the start of the game, search your deck
  for two different non-Unique Gadget Weapons and reveal them. Your opponent chooses one
  to discard. Attach the other to one of your dudes, paying its ghost rock cost (without
  inventing). Discard a card.

  The deck holds Flame-Thrower (cost 1) and Yagn's Mechanical Skeleton (cost 2), both
  non-Unique Gadget Weapons.

  Scenario: Two different Gadget Weapons revealed, the opponent discards one, the other is attached paying its cost
    Given the seed is 3
    And a new game between the decks "decks/jt.txt" and "Law Dogs - Learn to Play"
    When Player1 adds "Dr. JT Goodenough" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 reacts with "Dr. JT Goodenough"
    Then Player1 is asked to "Select a card"
    When Player1 selects "Flame-Thrower (Weird West Edition)"
    Then the options are:
      """
      Yagn's Mechanical Skeleton (Weird West Edition)
      Yagn's Mechanical Skeleton (Weird West Edition) #2
      """
    When Player1 selects "Yagn's Mechanical Skeleton (Weird West Edition)"
    Then Player2 is asked to "Select a card"
    When Player2 selects "Yagn's Mechanical Skeleton (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 has 16 ghost rock
    When Player1 selects "Dr. JT Goodenough"
    Then Player1 is asked to "Select a card"
    When Player1 selects "Ragged Mule #2"
    Then "Flame-Thrower (Weird West Edition)" is attached to "Dr. JT Goodenough"
    And "Yagn's Mechanical Skeleton (Weird West Edition)" is in Player1's discard pile
    And "Ragged Mule #2" is in Player1's discard pile
    And "Dr. JT Goodenough" is booted
    # 16 - 1 (Flame-Thrower's cost) - 1 (ante) + 2 (lowball pot) + 3 (production)
    And Player1 has 19 ghost rock
    And Player1 is asked to "Select a card"
