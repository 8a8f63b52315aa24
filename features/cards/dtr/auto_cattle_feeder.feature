@card:01099
Feature: Auto Cattle-Feeder
  After this is invented, attach it to a Ranch that you control.
  Controller Noon, Boot: Gain 1 ghost rock.

  Shopped onto a Mad Scientist like any Gadget goods (§7.3): Harold Aimslee (Mad
  Scientist 2) boots and pulls against difficulty 7. Once invented it moves from him to a
  Ranch his player controls; with no such Ranch it is discarded (reading). On the Ranch,
  its ability belongs to the Ranch's controller. Circle M Ranch and Cattle Market are
  Ranches, General Store is not. The Noon ability is the card's second ("Auto
  Cattle-Feeder (2nd ability)" where a board names its uses).

  Background:
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player1's street is "home, Circle M Ranch, General Store"
    And Player1's hand is "Auto Cattle-Feeder"
    And Player1 has these dudes:
      | dude           | at   |
      | Harold Aimslee | home |

  Scenario: Invented, the feeder goes to the Ranch you control
    Given Player1's next pull is "10H"
    When Player1 attaches "Auto Cattle-Feeder" to "Harold Aimslee"
    Then Player1 is asked to "Select a deed"
    When Player1 selects "Circle M Ranch"
    Then "Auto Cattle-Feeder" is attached to "Circle M Ranch"
    And "Auto Cattle-Feeder" is unbooted
    And "Harold Aimslee" is booted
    And the log contains in order:
      """
      Player1 boots Harold Aimslee to invent Auto Cattle-Feeder for 0 ghost rock
      Player1's Harold Aimslee invents Auto Cattle-Feeder
      Player1 attaches Auto Cattle-Feeder to Circle M Ranch
      """

  Scenario: With two Ranches the player selects one, and only a Ranch
    Given Player1's street is "home, Circle M Ranch, General Store, Cattle Market"
    And Player1's next pull is "10H"
    When Player1 attaches "Auto Cattle-Feeder" to "Harold Aimslee"
    Then Player1 is asked to "Select a deed"
    And Player1 may choose "Circle M Ranch"
    And Player1 may choose "Cattle Market"
    And Player1 may not choose "General Store"
    When Player1 selects "Cattle Market"
    Then "Auto Cattle-Feeder" is attached to "Cattle Market"
    And the log contains "Player1 attaches Auto Cattle-Feeder to Cattle Market"

  Scenario: A Ranch the player owns but does not control is not theirs to use
    Given Player2 has these dudes:
      | dude         | at             |
      | Clint Ramsey | Circle M Ranch |
    And Player1's next pull is "10H"
    When Player1 attaches "Auto Cattle-Feeder" to "Harold Aimslee"
    Then "Auto Cattle-Feeder" is in Player1's discard pile
    And the log contains in order:
      """
      Player1's Harold Aimslee invents Auto Cattle-Feeder
      Player1 has no Ranch for Auto Cattle-Feeder and discards it
      """

  Scenario: A failed invention is discarded and goes to no Ranch
    Given Player1's next pull is "2H"
    When Player1 attaches "Auto Cattle-Feeder" to "Harold Aimslee"
    Then "Auto Cattle-Feeder" is in Player1's discard pile
    And the log contains "Player1's Harold Aimslee fails to invent Auto Cattle-Feeder"
    And the log does not contain "Player1 attaches Auto Cattle-Feeder"

  Scenario: On its Ranch the feeder earns 1 ghost rock
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 2
          street: [home, {card: Circle M Ranch, attachments: [Auto Cattle-Feeder]}]
        - name: Player2
          outfit: Law Dogs
      """
    When Player1 uses "Auto Cattle-Feeder"
    Then Player1 has 3 ghost rock
    And "Auto Cattle-Feeder" is booted
    And the last log line is "Player1 uses Auto Cattle-Feeder to gain 1 ghost rock"

  Scenario: The Ranch's controller uses the feeder, not its owner
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 2
          street: [home, {card: Circle M Ranch, attachments: [Auto Cattle-Feeder]}]
        - name: Player2
          outfit: Law Dogs
          dudes:
            - {card: Clint Ramsey, at: Circle M Ranch}
      """
    When Player1 tries to use "Auto Cattle-Feeder"
    Then the play is refused by rule "ability.controller"
    When Player1 passes
    And Player2 uses "Auto Cattle-Feeder"
    Then Player2 has 1 ghost rock
    And Player1 has 2 ghost rock
    And the last log line is "Player2 uses Auto Cattle-Feeder to gain 1 ghost rock"

  Scenario: A booted feeder earns nothing
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 2
          street: [home, {card: Circle M Ranch, attachments: [{card: Auto Cattle-Feeder, booted: true}]}]
        - name: Player2
          outfit: Law Dogs
      """
    When Player1 tries to use "Auto Cattle-Feeder"
    Then the play is refused by rule "ability.cost"
    And Player1 has 2 ghost rock

  Scenario: The feeder earns once per day
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 2
          street: [home, {card: Circle M Ranch, attachments: [Auto Cattle-Feeder]}]
        - name: Player2
          outfit: Law Dogs
      """
    And Player1 has used "Auto Cattle-Feeder (2nd ability)" today
    When Player1 tries to use "Auto Cattle-Feeder"
    Then the play is refused by rule "noon.once_per_day"
    And Player1 has 2 ghost rock
