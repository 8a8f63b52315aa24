@card:01060 @blind
Feature: Yan Li's Tailoring (blind proof)
  Controller Noon, Boot: Raise a dude's influence by 1.

  A Noon ability lasts until the end of the day (§8.3). Pancho Castillo has 2
  influence, Steven Wiles 3.

  Background:
    Given the board "main street"
    And Player1's street is "home, Yan Li's Tailoring"

  Scenario: The controller boots the Tailoring to give a dude +1 influence until the end of the day
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 uses "Yan Li's Tailoring"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 3 influence
    And "Yan Li's Tailoring" is booted
    And "Pancho Castillo" has "influence +1" from "Yan Li's Tailoring" until end of day
    And Player1 has 3 influence

  Scenario: The dude may be anywhere and may be an opponent's
    Given Player2 has these dudes:
      | dude         | at               |
      | Steven Wiles | Railroad Station |
    When Player1 uses "Yan Li's Tailoring"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 4 influence

  Scenario: The owner who does not control the Tailoring cannot use it
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude         | at                 |
      | Steven Wiles | Yan Li's Tailoring |
    Then Player2 controls "Yan Li's Tailoring"
    When Player1 tries to use "Yan Li's Tailoring"
    Then the play is refused by rule "ability.controller"
    And "Pancho Castillo" has 2 influence

  Scenario: The raised influence counts at Sundown and ends with the day
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, Yan Li's Tailoring]
          dudes:
            - {card: Pancho Castillo, at: home}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [Railroad Station, home, The Town Hall]
          dudes:
            - {card: Steven Wiles, at: home}
      """
    # Player2 has 3 control points against Player1's 2 influence: without the
    # Tailoring Player2 would win at Sundown (§10).
    When Player1 uses "Yan Li's Tailoring"
    And Player1 selects "Pancho Castillo"
    And the game advances to the High Noon phase of day 2
    Then nobody has won the game
    And it is day 2
    And "Pancho Castillo" has 2 influence

  Scenario: Without the Tailoring the same board is won by Player2 at Sundown
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, Yan Li's Tailoring]
          dudes:
            - {card: Pancho Castillo, at: home}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [Railroad Station, home, The Town Hall]
          dudes:
            - {card: Steven Wiles, at: home}
      """
    When Player1 passes
    And Player2 passes
    Then Player2 wins the game
