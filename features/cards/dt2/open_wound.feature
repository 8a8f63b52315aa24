@card:24140
Feature: "Open Wound" (Weird West Edition)
  This deed is adjacent to all other Open Wounds.
  Controller Noon Repeat: Pay 1 ghost rock to move one of your dudes from this location to
  an adjacent location.

  Player1's street: home - "Open Wound" - General Store; Player2's street: home -
  "Open Wound" #2 - Railroad Station. The two Open Wounds are adjacent.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          street: [home, '"Open Wound" (Weird West Edition)', General Store]
          dudes:
            - {card: Pancho Castillo, at: '"Open Wound" (Weird West Edition)'}
            - {card: Avie Cline, at: '"Open Wound" (Weird West Edition)'}
            - {card: Jonah Essex, at: General Store}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [home, '"Open Wound" (Weird West Edition) #2', Railroad Station]
          dudes:
            - {card: Olivia Jenks, at: '"Open Wound" (Weird West Edition)'}
      """

  @rule:location.adjacency.card
  Scenario: Pay 1 ghost rock to move a dude to an adjacent location, the other Open Wound included, again and again
    When Player1 uses ""Open Wound" (Weird West Edition)"
    Then the options are:
      """
      Pancho Castillo
      Avie Cline
      cancel
      """
    When Player1 selects "Pancho Castillo"
    Then the options are:
      """
      Town Square
      Player1's home
      General Store
      "Open Wound" (Weird West Edition) #2
      """
    When Player1 chooses ""Open Wound" (Weird West Edition) #2"
    Then the log contains "Player1 moves Pancho Castillo to "Open Wound" (Weird West Edition) #2 without booting"
    And "Pancho Castillo" is unbooted
    And Player1 has 9 ghost rock
    And it is Player2's turn
    When Player2 passes
    And Player1 uses ""Open Wound" (Weird West Edition)"
    And Player1 selects "Avie Cline"
    And Player1 chooses "General Store"
    Then "Avie Cline" is at "General Store"
    And Player1 has 8 ghost rock
    When Player2 passes
    And Player1 uses ""Open Wound" (Weird West Edition) #2"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "Railroad Station"
    Then "Pancho Castillo" is at "Railroad Station"
    And Player1 has 7 ghost rock
