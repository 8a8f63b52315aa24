@card:24084 @blind
Feature: "Ma" Florence Aims (blind proof)
  Ma's influence is equal to her bounty (maximum 4)

  Printed influence 0. Hunter Protections (Weird West Edition) (Controller Noon, Boot: Boot your dude without a
  control point at this location. Raise their bounty by 2. They get 1 permanent control
  point) raises her bounty during the game.

  Scenario Outline: Her influence is her bounty, never more than 4
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home]
          dudes:
            - card: '"Ma" Florence Aims'
              at: Town Square
              bounty: <bounty>
        - name: Player2
          outfit: Law Dogs
          street: [home]
      """
    Then ""Ma" Florence Aims" has <influence> influence
    And Player1 has <influence> influence

    Examples:
      | bounty | influence |
      | 0      | 0         |
      | 1      | 1         |
      | 3      | 3         |
      | 4      | 4         |
      | 5      | 4         |
      | 7      | 4         |

  Scenario: Raising her bounty raises her influence at once
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, Hunter Protections (Weird West Edition)]
          dudes:
            - card: '"Ma" Florence Aims'
              at: Hunter Protections (Weird West Edition)
              bounty: 1
        - name: Player2
          outfit: Law Dogs
          street: [home]
      """
    Then ""Ma" Florence Aims" has 1 influence
    When Player1 uses "Hunter Protections (Weird West Edition)"
    And Player1 selects ""Ma" Florence Aims"
    Then ""Ma" Florence Aims" has 3 bounty
    And ""Ma" Florence Aims" has 3 influence
