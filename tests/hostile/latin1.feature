Feature: Café

  Scenario: A board
    Given the board "sundown"
    Then Player1 has 5 ghost rock
