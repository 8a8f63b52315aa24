@card:24080 @blind
Feature: Maria Kingsford (blind proof)
  While in a shootout, add Maria's bounty to each Huckster skill check she makes.

  Maria is a Huckster 0. Soul Blast (Hex): "Shootout Hex X, Boot: Choose a dude in this
  shootout. X is that dude's grit. If successful, send the dude home booted. If successful
  by 6 or more, ace the dude instead. If unsuccessful, move this Huckster home booted."
  Olivia Jenks' grit is 2 + 2 + 2 = 6.

  Scenario Outline: Her bounty adds to her Huckster skill check in a shootout
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home]
          dudes:
            - card: Maria Kingsford (Weird West Edition)
              at: Town Square
              bounty: <bounty>
              attachments: [Soul Blast]
        - name: Player2
          outfit: Law Dogs
          street: [home]
          dudes:
            - card: Olivia Jenks
              at: Town Square
      """
    And Player1's next pull is "<pull>"
    When Player1 calls out "Olivia Jenks" with "Maria Kingsford (Weird West Edition)"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "<olivia is at>"
    And "Maria Kingsford (Weird West Edition)" is at "<maria is at>"
    And the log contains "Player1's Maria Kingsford (Weird West Edition) <outcome> against difficulty 6"
    When <survivor> is done

    Examples:
      | bounty | pull | olivia is at   | maria is at    | outcome                       | survivor |
      | 2      | 4H   | Player2's home | Town Square    | succeeds by 0 with 4H + 2 = 6 | Player1  |
      | 2      | 3H   | Town Square    | Player1's home | fails by 1 with 3H + 2 = 5    | Player2  |
      | 0      | 4H   | Town Square    | Player1's home | fails by 2 with 4H + 0 = 4    | Player2  |
      | 3      | 3H   | Player2's home | Town Square    | succeeds by 0 with 3H + 3 = 6 | Player1  |

  Scenario: Outside a shootout her bounty adds nothing (Shadow Walk: Noon Hex 7, Boot: Move this Huckster to any location)
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home]
          dudes:
            - card: Maria Kingsford (Weird West Edition)
              at: Town Square
              bounty: 3
              attachments: [Shadow Walk (Weird West Edition)]
        - name: Player2
          outfit: Law Dogs
          street: [home]
      """
    And Player1's next pull is "4H"
    When Player1 uses "Shadow Walk (Weird West Edition)"
    Then the log contains "Player1's Maria Kingsford (Weird West Edition) fails by 3 with 4H + 0 = 4 against difficulty 7"
    And "Maria Kingsford (Weird West Edition)" is at "Town Square"
