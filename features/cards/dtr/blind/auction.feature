@card:01111 @blind
Feature: Auction (blind proof)
  Noon: Choose a deed in play. It becomes Private. If you own and control that deed,
  gain 1 ghost rock for each dude controlled by another player at that deed.

  Bank of California is a Public deed of Player1's street. Player2's Olivia Jenks and
  Clyde Owens (influence 2 each) stand there. Tresspassin' reads "Choose a Private deed
  you own", so it tells whether the Bank has become Private.

  Scenario: Its owner and controller gains 1 ghost rock per opposing dude there
    Steven Wiles (3) and Pancho Castillo (2) outweigh Player2's 4 influence.
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          hand: [Auction, Tresspassin']
          street: [home, Bank of California]
          dudes:
            - {card: Steven Wiles, at: Bank of California}
            - {card: Pancho Castillo, at: Bank of California}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          dudes:
            - {card: Olivia Jenks, at: Bank of California}
            - {card: Clyde Owens, at: Bank of California}
      """
    When Player1 plays "Auction"
    And Player1 selects "Bank of California"
    Then Player1 has 12 ghost rock
    And Player2 has 10 ghost rock

  Scenario: The deed becomes Private
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          hand: [Auction, Tresspassin']
          street: [home, Bank of California]
          dudes:
            - {card: Steven Wiles, at: Bank of California}
            - {card: Pancho Castillo, at: Bank of California}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          dudes:
            - {card: Olivia Jenks, at: Bank of California}
            - {card: Clyde Owens, at: Bank of California}
      """
    When Player1 plays "Auction"
    And Player1 selects "Bank of California"
    And Player2 passes
    And Player1 plays "Tresspassin'"
    Then Player1 is asked to "Select a deed"
    And Player1 may choose "Bank of California"

  Scenario: Before the Auction a Public deed is no choice for Tresspassin'
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          hand: [Auction, Tresspassin']
          street: [home, Bank of California, General Store]
          dudes:
            - {card: Steven Wiles, at: Bank of California}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          dudes:
            - {card: Olivia Jenks, at: Bank of California}
      """
    When Player1 plays "Tresspassin'"
    Then Player1 is asked to "Select a deed"
    And Player1 may choose "General Store"
    And Player1 may not choose "Bank of California"

  Scenario: An owner who does not control the deed gains nothing
    Pancho Castillo (2) is outweighed by Player2's 4 influence.
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          hand: [Auction]
          street: [home, Bank of California]
          dudes:
            - {card: Pancho Castillo, at: Bank of California}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          dudes:
            - {card: Olivia Jenks, at: Bank of California}
            - {card: Clyde Owens, at: Bank of California}
      """
    When Player1 plays "Auction"
    And Player1 selects "Bank of California"
    Then Player1 has 10 ghost rock

  Scenario: A controller who does not own the deed gains nothing
    The Bank is Player2's; Player1's dudes hold it.
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          hand: [Auction]
          dudes:
            - {card: Steven Wiles, at: Bank of California}
            - {card: Pancho Castillo, at: Bank of California}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [Bank of California, home]
          dudes:
            - {card: Olivia Jenks, at: Bank of California}
      """
    When Player1 plays "Auction"
    And Player1 selects "Bank of California"
    Then Player1 has 10 ghost rock
