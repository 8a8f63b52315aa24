Feature: Paths

  Scenario: A path as a board name
    Given the board "../../../../etc/passwd"
    Then Player1 has 5 ghost rock
