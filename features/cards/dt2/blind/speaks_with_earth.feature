@card:24063 @blind
Feature: Speaks-With-Earth (blind proof)
  React, Boot: After an opposing dude moves to this location, boot them. You may unboot a
  Totem at this location, and its abilities may be used an additional time this turn.

  Red Horse's Tail is a Totem ("Noon Spirit X, Boot: X is the value of a dude at this
  location. Boot that dude."). Speaks-With-Earth is a Shaman 1 at Player1's General Store,
  where the Totem stands. Moving from the town square to an adjacent deed does not boot the
  dude (§4.2).

  Background:
    Given the board:
      """
      phase: high noon
      first_player: Player1
      turn: Player2
      players:
        - name: Player1
          outfit: The Sloane Gang
          street:
            - home
            - {card: General Store, attachments: [{card: "Red Horse's Tail (Weird West Edition)", booted: true}]}
          dudes:
            - {card: "Speaks-With-Earth (Weird West Edition)", at: General Store}
        - name: Player2
          outfit: Law Dogs
          dudes:
            - {card: Pancho Castillo, at: Town Square}
            - {card: Olivia Jenks, at: General Store}
      """

  Scenario: The dude that moved in is booted, and the Totem unbooted
    When Player2 moves "Pancho Castillo" to "General Store"
    And Player1 reacts with "Speaks-With-Earth (Weird West Edition)"
    And Player1 selects "Red Horse's Tail (Weird West Edition)"
    Then "Pancho Castillo" is booted
    And "Speaks-With-Earth (Weird West Edition)" is booted
    And "Red Horse's Tail (Weird West Edition)" is unbooted

  Scenario: The unbooted Totem's ability may be used an additional time this turn
    Given Player1 has used "Red Horse's Tail (Weird West Edition)" today
    When Player2 moves "Pancho Castillo" to "General Store"
    And Player1 reacts with "Speaks-With-Earth (Weird West Edition)"
    And Player1 selects "Red Horse's Tail (Weird West Edition)"
    And Player1 uses "Red Horse's Tail (Weird West Edition)"
    Then Player1 is asked to "Select a dude"

  Scenario: Without the React the dude that moved in stays unbooted
    When Player2 moves "Pancho Castillo" to "General Store"
    Then Player1 may choose "react Speaks-With-Earth (Weird West Edition)"
    When Player1 passes
    Then "Pancho Castillo" is unbooted
    And "Pancho Castillo" is at "General Store"

  Scenario: A dude of your own moving in does not trigger the React
    Given Player1 has these dudes:
      | dude                                   | at            |
      | Speaks-With-Earth (Weird West Edition) | General Store |
      | Clint Ramsey                           | Town Square   |
    And it is Player1's turn
    When Player1 moves "Clint Ramsey" to "General Store"
    Then Player2 is asked to "Select an action"
    And "Clint Ramsey" is unbooted

  Scenario: Unbooting the Totem is a "may": the dude is booted all the same
    When Player2 moves "Pancho Castillo" to "General Store"
    And Player1 reacts with "Speaks-With-Earth (Weird West Edition)"
    And Player1 is done
    Then "Pancho Castillo" is booted
    And "Red Horse's Tail (Weird West Edition)" is booted
