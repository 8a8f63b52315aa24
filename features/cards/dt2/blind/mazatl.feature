@card:24053 @blind
Feature: Mazatl (Weird West Edition) (blind proof)
  Noon: Move Mazatl to a Totem's location.

  Scenario: Mazatl moves to the Totem's location without booting
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, General Store, Telegraph Office]
          dudes:
            - {card: Mazatl (Weird West Edition), at: home}
        - name: Player2
          outfit: Law Dogs
          street: [home, {card: Railroad Station, attachments: [Spirit Trail]}]
      """
    When Player1 uses "Mazatl (Weird West Edition)"
    And Player1 selects "Railroad Station"
    Then "Mazatl (Weird West Edition)" is at "Railroad Station"
    And "Mazatl (Weird West Edition)" is unbooted

  Scenario: With no Totem in play Mazatl goes nowhere
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, General Store, Telegraph Office]
          dudes:
            - {card: Mazatl (Weird West Edition), at: home}
        - name: Player2
          outfit: Law Dogs
          street: [home, Railroad Station]
      """
    When Player1 tries to use "Mazatl (Weird West Edition)"
    Then "Mazatl (Weird West Edition)" is at "Player1's home"

  Scenario: Only a Totem's location is a destination
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, {card: General Store, attachments: [Spirit Trail]}, Telegraph Office]
          dudes:
            - {card: Mazatl (Weird West Edition), at: home}
        - name: Player2
          outfit: Law Dogs
          street: [home, {card: Railroad Station, attachments: ["Spirit Trail #2"]}]
      """
    When Player1 uses "Mazatl (Weird West Edition)"
    Then Player1 may choose "Railroad Station"
    And Player1 may choose "General Store"
    And Player1 may not choose "Telegraph Office"
    And Player1 is asked to "Select a location"
