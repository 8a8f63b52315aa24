@card:24063
Feature: Speaks-With-Earth (Weird West Edition)
  React, Boot: After an opposing dude moves to this location, boot them. You may unboot a
  Totem at this location, and its abilities may be used an additional time this turn.

  Speaks-With-Earth stands at General Store, where Red Horse's Tail is planted, booted and
  used today.

  Background:
    Given the board:
      """
      phase: high noon
      turn: Player2
      used_abilities: [Red Horse's Tail (Weird West Edition)]
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          street: [home, {card: General Store, attachments: [{card: Red Horse's Tail (Weird West Edition), booted: true}]}]
          dudes:
            - {card: Speaks-With-Earth (Weird West Edition), at: General Store}
            - {card: Pancho Castillo, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          dudes:
            - {card: Olivia Jenks, at: Town Square}
      """

  @ruling:speaks-with-earth-gives-the-totem-another-use-today
  Scenario: An opposing dude moving in is booted; the Totem unboots and may be used again
    Given Player1's next pull is "KH"
    When Player2 moves "Olivia Jenks" to "General Store"
    And Player1 reacts with "Speaks-With-Earth (Weird West Edition)"
    And Player1 selects "Red Horse's Tail (Weird West Edition)"
    Then "Olivia Jenks" is booted
    And "Speaks-With-Earth (Weird West Edition)" is booted
    And "Red Horse's Tail (Weird West Edition)" is unbooted
    And the log contains in order:
      """
      Player1 uses Speaks-With-Earth (Weird West Edition) to boot Olivia Jenks
      Player1 unboots Red Horse's Tail (Weird West Edition), which may be used an additional time
      """
    When Player1 uses "Red Horse's Tail (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Red Horse's Tail (Weird West Edition)" is booted

  Scenario: Only an opposing dude moving to this location sets it off
    When Player2 moves "Olivia Jenks" to "Player1's home"
    Then Player1 is asked to "Select an action"
    When Player1 moves "Pancho Castillo" to "General Store"
    Then Player2 is asked to "Select an action"
    And "Speaks-With-Earth (Weird West Edition)" is unbooted
