@card:20002 @blind
Feature: Property Is Theft (blind proof)
  Outfit. After your opponent reveals a cheatin' hand during a shootout, they must pay the
  bank 1 ghost rock, if able. If your hand is legal, they pay you instead.
  React, Boot: After you pay another player at least 1 ghost rock, draw a card. If this is
  a shootout, draw an additional card. You may discard 1 card, or up to 2 if this is a
  shootout.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: Property Is Theft
          ghost_rock: 5
          hand: [Shotgun]
          deck: [Roan, Pinto, Tin Star, Peacemaker, Allie Hensman, Bluetick, Pat's Perch, Blake Ranch]
          dudes:
            - {card: Steele Archer, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          dudes:
            - {card: Olivia Jenks, at: Town Square}
      """
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"

  Scenario: The opponent cheats and your hand is legal: they pay you 1 ghost rock
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    Then Player2 has 4 ghost rock
    And Player1 has 6 ghost rock
    And Player1 is asked to "Select a casualty"

  Scenario: Both cheat: the opponent pays the bank
    Given Player1's next draw hand is "4S 4S 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    Then Player2 has 4 ghost rock
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select a casualty"

  Scenario: A legal hand pays nothing
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    Then Player2 has 5 ghost rock
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select a casualty"

  Scenario: React: after paying another player at Noon, draw a card, then you may discard one
    Joe Vermilion (Noon: at a deed you do not own, pay the owner 1 ghost rock to gain its
    production) pays Player2 at their Jackson's Strike.
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: Property Is Theft
          ghost_rock: 5
          hand: [Shotgun]
          deck: [Roan, Pinto, Tin Star, Peacemaker, Allie Hensman]
          dudes:
            - {card: Joe Vermilion, at: Jackson's Strike}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          street: [home, Jackson's Strike]
      """
    When Player1 uses "Joe Vermilion"
    Then Player2 has 6 ghost rock
    When Player1 chooses "react Property Is Theft"
    Then "Property Is Theft" is booted
    And "Roan" is in Player1's hand
    And Player1 has 2 cards in hand
    When Player1 selects "Shotgun"
    Then "Shotgun" is in Player1's discard pile
    And Player1's hand is "Roan"

  Scenario: React in a shootout: after paying another player, draw two cards, then discard up to two
    Ying-Ssi Chieh T'ang (Resolution: pay the opposing posse's controller 1 ghost rock,
    draw a card into your draw hand, discard one from it) pays Player2.
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: Property Is Theft
          ghost_rock: 5
          hand: [Shotgun]
          dudes:
            - {card: Ying-Ssi Chieh T'ang, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          dudes:
            - {card: Olivia Jenks, at: Town Square}
      """
    And a shootout at "Town Square" led by "Ying-Ssi Chieh T'ang" against "Olivia Jenks"
    And Player1's draw hands are "4S 4C 4D 5C JD" and then "4H 2C 3C 7D 9H"
    And Player2's next draw hand is "6H 6S 6D 8C KH"
    When Player1 uses "Ying-Ssi Chieh T'ang"
    And Player1 chooses "JD"
    Then Player2 has 6 ghost rock
    When Player1 chooses "react Property Is Theft"
    Then Player1 has 3 cards in hand
    When Player1 selects "Shotgun"
    Then Player1 is asked to "Select a card"
