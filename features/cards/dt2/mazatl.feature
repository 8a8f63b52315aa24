@card:24053
Feature: Mazatl (Weird West Edition)
  Noon: Move Mazatl to a Totem's location.

  Spirit Trail is a Totem; it stands on General Store.

  Scenario: Mazatl moves to the Totem's location without booting
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          street: [home, {card: General Store, attachments: [Spirit Trail]}, Hustings (Weird West Edition)]
          dudes:
            - {card: Mazatl (Weird West Edition), at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
      """
    When Player1 uses "Mazatl (Weird West Edition)"
    Then the options are:
      """
      General Store
      """
    When Player1 chooses "General Store"
    Then "Mazatl (Weird West Edition)" is at "General Store"
    And "Mazatl (Weird West Edition)" is unbooted
    And the log contains "Player1 moves Mazatl (Weird West Edition) to General Store without booting"

  Scenario: Without a Totem elsewhere there is nowhere to go
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          street: [home, {card: General Store, attachments: [Spirit Trail]}]
          dudes:
            - {card: Mazatl (Weird West Edition), at: General Store}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
      """
    When Player1 tries to use "Mazatl (Weird West Edition)"
    Then the play is refused by rule "ability.condition"
