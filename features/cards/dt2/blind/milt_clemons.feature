@card:24087 @blind
Feature: Milt Clemons (blind proof)
  Whenever Milt is given bounty, gain 1 ghost rock.

  Hunter Protections (Controller Noon, Boot: Boot your dude without a control point at this
  location. Raise their bounty by 2. They get 1 permanent control point) gives bounty.
  A shootout at an opponent's Private deed (Nickel Night Inn) gives each of the visiting
  posse's dudes 1 bounty (Breakin' & Enterin', rules digest §5.3).

  Scenario: Given 2 bounty at once, Milt's controller gains 1 ghost rock (once, not per point)
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 3
          street: [home, Hunter Protections (Weird West Edition)]
          dudes:
            - card: Milt Clemons (Weird West Edition)
              at: Hunter Protections (Weird West Edition)
            - card: Pancho Castillo
              at: Hunter Protections (Weird West Edition)
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 3
          street: [home]
          dudes:
            - card: Marion Seville
      """
    When Player1 uses "Hunter Protections (Weird West Edition)"
    And Player1 selects "Milt Clemons (Weird West Edition)"
    Then "Milt Clemons (Weird West Edition)" has 2 bounty
    And Player1 has 4 ghost rock
    And Player2 has 3 ghost rock

  Scenario: Another dude given bounty gains nothing
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 3
          street: [home, Hunter Protections (Weird West Edition)]
          dudes:
            - card: Milt Clemons (Weird West Edition)
              at: Hunter Protections (Weird West Edition)
            - card: Pancho Castillo
              at: Hunter Protections (Weird West Edition)
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 3
          street: [home]
          dudes:
            - card: Marion Seville
      """
    When Player1 uses "Hunter Protections (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 2 bounty
    And Player1 has 3 ghost rock

  Scenario: Breakin' & Enterin' gives Milt bounty: 1 ghost rock
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 3
          street: [home, Hunter Protections (Weird West Edition)]
          dudes:
            - card: Milt Clemons (Weird West Edition)
              at: Nickel Night Inn (Weird West Edition)
            - card: Pancho Castillo
              at: Hunter Protections (Weird West Edition)
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 3
          street: [home, Nickel Night Inn (Weird West Edition)]
          dudes:
            - card: Marion Seville
              at: Nickel Night Inn (Weird West Edition)
      """
    When Player1 calls out "Marion Seville" with "Milt Clemons (Weird West Edition)"
    And Player2 accepts
    Then "Milt Clemons (Weird West Edition)" has 1 bounty
    And Player1 has 4 ghost rock
    When Player1 covers the casualties with "discard Milt Clemons (Weird West Edition)"
    And Player2 covers the casualties with "discard Marion Seville"
