Feature: Tags

  Scenario: A tagged board
    Given the board:
      """
      players: !!python/object/apply:os.system ["echo pwned"]
      """
    Then Player1 has 5 ghost rock
