@card:24130
Feature: Surveyor's Office (Weird West Edition)
  This deed is adjacent to all Out of Town Deeds.
  Controller Noon, Boot: Move your dude from this location to an adjacent location.

  Player1's street: home - Surveyor's Office - General Store; Blake Ranch and Player2's
  Jackson's Strike lie out of town. Player2's street: home - Railroad Station.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          street: [home, Surveyor's Office (Weird West Edition), General Store]
          out_of_town: [Blake Ranch]
          dudes:
            - {card: Pancho Castillo, at: Surveyor's Office (Weird West Edition)}
            - {card: Avie Cline, at: Blake Ranch}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [home, Railroad Station]
          out_of_town: [Jackson's Strike]
          dudes:
            - {card: Olivia Jenks, at: Surveyor's Office (Weird West Edition)}
      """

  @rule:location.adjacency.card
  Scenario: The controller moves their dude from the deed to an adjacent location, out of town included
    When Player1 uses "Surveyor's Office (Weird West Edition)"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
    When Player1 selects "Pancho Castillo"
    Then the options are:
      """
      Town Square
      Player1's home
      General Store
      Blake Ranch
      Jackson's Strike
      """
    When Player1 chooses "Jackson's Strike"
    Then "Pancho Castillo" is at "Jackson's Strike"
    And "Pancho Castillo" is unbooted
    And "Surveyor's Office (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1 uses Surveyor's Office (Weird West Edition)
      Player1 moves Pancho Castillo to Jackson's Strike without booting
      """

  Scenario: A dude out of town is adjacent to the Office and joins a posse there
    Given it is Player2's turn
    When Player2 calls out "Pancho Castillo" with "Olivia Jenks"
    And Player1 accepts
    Then the options are:
      """
      done
      join Avie Cline
      """

  Scenario: The player who controls the Office uses it, not its owner
    When Player1 moves "Pancho Castillo" to "Town Square"
    And Player2 uses "Surveyor's Office (Weird West Edition)"
    And Player2 selects "Olivia Jenks"
    And Player2 chooses "Blake Ranch"
    Then "Olivia Jenks" is at "Blake Ranch"
