@card:24124 @blind
Feature: Sherman Mortgage (blind proof)
  When a shootout starts, boot this deed.
  While unbooted, increase the cost of each other player's deeds by 1 for every four
  deeds that player owns (round down).

  Player1 owns Sherman Mortgage. General Store costs 2.

  Scenario: Player2 owns four deeds: their deeds cost 1 more
    Given the board:
      """
      phase: high noon
      first_player: Player2
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, Sherman Mortgage (Weird West Edition)]
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [Railroad Station, Bank of California, home, Telegraph Office]
          out_of_town: [Blake Ranch]
          hand: [General Store]
      """
    When Player2 builds "General Store" on the left of their street
    Then Player2 has 7 ghost rock
    And "General Store" is in play

  Scenario: Player2 owns eight deeds: their deeds cost 2 more
    Given the board:
      """
      phase: high noon
      first_player: Player2
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, Sherman Mortgage (Weird West Edition)]
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [Railroad Station, Bank of California, The Town Hall, home, Telegraph Office, Undertaker, The Pharmacy, 1st Baptist Church]
          out_of_town: [Blake Ranch]
          hand: [General Store]
      """
    When Player2 builds "General Store" on the left of their street
    Then Player2 has 6 ghost rock

  Scenario: Player2 owns seven deeds: still 1 more (round down)
    Given the board:
      """
      phase: high noon
      first_player: Player2
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, Sherman Mortgage (Weird West Edition)]
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [Railroad Station, Bank of California, The Town Hall, home, Telegraph Office, Undertaker, The Pharmacy]
          out_of_town: [Blake Ranch]
          hand: [General Store]
      """
    When Player2 builds "General Store" on the left of their street
    Then Player2 has 7 ghost rock

  Scenario: Player2 owns three deeds: no increase (round down)
    Given the board:
      """
      phase: high noon
      first_player: Player2
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, Sherman Mortgage (Weird West Edition)]
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [Railroad Station, Bank of California, home, Telegraph Office]
          hand: [General Store]
      """
    When Player2 builds "General Store" on the left of their street
    Then Player2 has 8 ghost rock

  Scenario: While booted, Sherman Mortgage raises no cost
    Given the board:
      """
      phase: high noon
      first_player: Player2
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, {card: Sherman Mortgage (Weird West Edition), booted: true}]
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [Railroad Station, Bank of California, home, Telegraph Office]
          out_of_town: [Blake Ranch]
          hand: [General Store]
      """
    When Player2 builds "General Store" on the left of their street
    Then Player2 has 8 ghost rock

  Scenario: Its owner's own deeds are not made dearer
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, Sherman Mortgage (Weird West Edition), Railroad Station, Bank of California]
          out_of_town: [Blake Ranch]
          hand: [General Store]
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
      """
    When Player1 builds "General Store" on the left of their street
    Then Player1 has 8 ghost rock

  Scenario: A shootout starting boots Sherman Mortgage
    Given the board "shootout"
    And Player1's street is "home, General Store, Sherman Mortgage (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then "Sherman Mortgage (Weird West Edition)" is booted
    And Player1 is asked to "Select a card"
