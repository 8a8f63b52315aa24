@card:01099 @blind
Feature: Auto Cattle-Feeder (blind proof)
  Improvement, Gadget, Difficulty 7. After this is invented, attach it to a Ranch that
  you control.
  Controller Noon, Boot: Gain 1 ghost rock.

  Blake Ranch is an out-of-town Ranch; General Store is no Ranch. Dr. Dawn Edwards is a
  Mad Scientist 0.

  Scenario: The controller of the Ranch gains 1 ghost rock
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          out_of_town: [{card: Blake Ranch, attachments: [Auto Cattle-Feeder]}]
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
      """
    When Player1 uses "Auto Cattle-Feeder"
    Then Player1 has 11 ghost rock
    And "Auto Cattle-Feeder" is booted

  Scenario: When the opponent controls the Ranch, the opponent gets the ghost rock
    Player2's Steven Wiles (influence 3) holds Player1's empty Blake Ranch.
    Given the board:
      """
      phase: high noon
      turn: Player2
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          out_of_town: [{card: Blake Ranch, attachments: [Auto Cattle-Feeder]}]
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          dudes:
            - {card: Steven Wiles, at: Blake Ranch}
      """
    When Player2 uses "Auto Cattle-Feeder"
    Then Player2 has 11 ghost rock
    And Player1 has 10 ghost rock

  Scenario: The owner cannot use it while the opponent controls the Ranch
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          out_of_town: [{card: Blake Ranch, attachments: [Auto Cattle-Feeder]}]
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          dudes:
            - {card: Steven Wiles, at: Blake Ranch}
      """
    When Player1 tries to use "Auto Cattle-Feeder"
    Then the play is refused by rule "ability.controller"
    And Player1 has 10 ghost rock

  Scenario: Invented by a scientist, it attaches to a Ranch its owner controls
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          hand: [Auto Cattle-Feeder]
          street: [home, General Store]
          out_of_town: [Blake Ranch]
          dudes:
            - {card: Dr. Dawn Edwards, at: home}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
      """
    And Player1's next pull is "7H"
    When Player1 attaches "Auto Cattle-Feeder" to "Dr. Dawn Edwards"
    Then Player1 is asked to "Select a deed"
    And Player1 may choose "Blake Ranch"
    And Player1 may not choose "General Store"
    When Player1 selects "Blake Ranch"
    Then "Auto Cattle-Feeder" is attached to "Blake Ranch"
    And "Dr. Dawn Edwards" is booted
    And Player1 has 10 ghost rock
