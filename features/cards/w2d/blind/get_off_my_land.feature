@card:23047 @blind
Feature: Get Off My Land! (blind proof)
  React: After an opposing dude moves to a deed you own, move your dude to that deed from an
  adjacent location. This card's ghost rock cost is equal to the opposing dude's influence.

  Player1 owns General Store and Bank of California, side by side. Olivia Jenks has 2
  influence.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: Law Dogs
          ghost_rock: 10
          hand: ["Get Off My Land!"]
          street: [home, General Store, Bank of California]
          dudes:
            - {card: Pancho Castillo, at: Bank of California}
        - name: Player2
          outfit: The Sloane Gang
          ghost_rock: 10
          dudes:
            - {card: Olivia Jenks, at: Town Square}
      """
    And it is Player2's turn

  Scenario: An opposing dude moves in; your dude next door follows, paying the mover's influence
    When Player2 moves "Olivia Jenks" to "General Store"
    And Player1 reacts with "Get Off My Land!"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "General Store"
    And "Pancho Castillo" is unbooted
    And Player1 has 8 ghost rock
    And "Get Off My Land!" is in Player1's discard pile

  Scenario: Without the ghost rock of the mover's influence it cannot be played
    Given Player1 has 1 ghost rock
    When Player2 moves "Olivia Jenks" to "General Store"
    And Player1 tries to react with "Get Off My Land!"
    Then the play is refused by rule "ability.react"
    And "Pancho Castillo" is at "Bank of California"

  Scenario: A move to a location you do not own sets nothing off
    When Player2 moves "Olivia Jenks" to "Player1's home"
    And Player1 tries to react with "Get Off My Land!"
    Then the play is refused by rule "ability.react"

  Scenario: Exactly the mover's influence in ghost rock is enough
    Given Player1 has 2 ghost rock
    When Player2 moves "Olivia Jenks" to "General Store"
    And Player1 reacts with "Get Off My Land!"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "General Store"
    And Player1 has 0 ghost rock
