@card:24129
Feature: Old Marge's Manor (Weird West Edition)
  Deed, Private. During shootouts, the controller can use ghost rock on this deed to pay
  for action cards and Gadget abilities.
  Controller React, Boot: Before making a play, move all ghost rock (not bounty) from a
  card you control to this deed.
  Controller Noon, Boot: Place 1 ghost rock on this deed.

  It's Not What You Know... costs 2 (Resolution: lower a player's hand rank by 1).
  "Before making a play" is a player's turn in a play window (shootout plays, resolution).

  Scenario: In a shootout, the deed's ghost rock pays for an action card
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 0
          street: [home, {card: "Old Marge's Manor (Weird West Edition)", ghost_rock: 2}]
          hand: ["It's Not What You Know... (Weird West Edition)"]
          dudes:
            - {card: Steele Archer, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 0
          dudes:
            - {card: Olivia Jenks, at: Town Square, ghost_rock: 1}
      """
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "It's Not What You Know... (Weird West Edition)"
    And Player1 chooses "Player2"
    Then "Old Marge's Manor (Weird West Edition)" has 0 ghost rock
    And Player1 has 0 ghost rock
    And Player2's hand rank is 3
    And Player1 is asked to "Select a casualty"

  Scenario: Outside shootouts its ghost rock pays for nothing
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 0
          street: [home, {card: "Old Marge's Manor (Weird West Edition)", ghost_rock: 2}]
          hand: ["It's Not What You Know... (Weird West Edition)"]
          dudes:
            - {card: Steele Archer, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 0
          dudes:
            - {card: Olivia Jenks, at: Town Square, ghost_rock: 1}
      """
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    Then Player1 has 0 ghost rock to spend on Noon abilities
    And Player1 has 0 ghost rock to spend on Shootout abilities

  Scenario: Before making a play, all ghost rock on a card you control moves to the deed, not the bounty
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 0
          street: [home, {card: "Old Marge's Manor (Weird West Edition)", ghost_rock: 2}]
          hand: ["It's Not What You Know... (Weird West Edition)"]
          dudes:
            - {card: Steele Archer, at: Town Square, ghost_rock: 3, bounty: 1}
            - {card: Jake Smiley, at: home}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 0
          dudes:
            - {card: Olivia Jenks, at: Town Square, ghost_rock: 1}
      """
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player2 is the first player
    And it is Player1's turn
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 is done
    And Player1 reacts with "Old Marge's Manor (Weird West Edition)"
    Then the options are:
      """
      Steele Archer
      """
    When Player1 selects "Steele Archer"
    Then "Old Marge's Manor (Weird West Edition)" has 5 ghost rock
    And "Steele Archer" has 0 ghost rock
    And "Steele Archer" has 1 bounty
    And "Olivia Jenks" has 1 ghost rock
    And "Old Marge's Manor (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player2 has the first shootout play
      Player2 has no shootout play and passes
      Player1 uses Old Marge's Manor (Weird West Edition)
      Player1 moves 3 ghost rock from Steele Archer to Old Marge's Manor (Weird West Edition)
      """
    And Player1 is asked to "Select a play"

  Scenario: With no ghost rock on another card of yours, the react is not offered
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 0
          street: [home, {card: "Old Marge's Manor (Weird West Edition)", ghost_rock: 0}]
          hand: ["It's Not What You Know... (Weird West Edition)"]
          dudes:
            - {card: Steele Archer, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 0
          dudes:
            - {card: Olivia Jenks, at: Town Square, ghost_rock: 1}
      """
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    Then Player1 is asked to "Select a casualty"

  Scenario: At Noon it places 1 ghost rock on itself
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 0
          street: [home, {card: "Old Marge's Manor (Weird West Edition)", ghost_rock: 2}]
          hand: ["It's Not What You Know... (Weird West Edition)"]
          dudes:
            - {card: Steele Archer, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 0
          dudes:
            - {card: Olivia Jenks, at: Town Square, ghost_rock: 1}
      """
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 uses "Old Marge's Manor (Weird West Edition)"
    Then "Old Marge's Manor (Weird West Edition)" has 3 ghost rock
    And "Old Marge's Manor (Weird West Edition)" is booted
    And the log contains "Player1 places 1 ghost rock on Old Marge's Manor (Weird West Edition)"
