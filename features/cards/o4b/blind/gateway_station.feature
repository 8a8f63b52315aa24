@card:21039 @blind
Feature: Gateway Station (blind proof)
  Controller React, Pay 1 Ghost Rock, Boot: Before discarding your lowball draw hand, discard
  a card from your play hand. Take a dude card from your lowball draw hand and put them into
  your play hand.

  Scenario: Before the lowball hand is discarded, a hand card goes for a dude of the lowball hand
    Given the board "lowball"
    And Player1's street is "home, Gateway Station"
    And Player1 has 3 ghost rock
    And Player1's hand is "Shotgun"
    And Player1's next draw hand is "2H 3D 4C 6S 8H"
    When Player1 reacts with "Gateway Station"
    And Player1 selects "Shotgun"
    And Player1 chooses "6S"
    Then "Shotgun" is in Player1's discard pile
    And "Gateway Station" is booted
