@card:01043 @blind
Feature: Silas Aims (blind proof)
  Silas's bullets are equal to his bounty.

  Printed: 0 bullets, draw.

  Scenario Outline: Silas has as many bullets as his bounty
    Given the board "main street"
    And Player1 has these dudes:
      | dude       | bounty   |
      | Silas Aims | <bounty> |
    Then "Silas Aims" has <bounty> bullets

    Examples:
      | bounty |
      | 0      |
      | 1      |
      | 3      |

  Scenario: Raising Silas's bounty during play raises his bullets
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, B & B Attorneys]
          dudes:
            - {card: Silas Aims, at: home, bounty: 2}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
      """
    Then "Silas Aims" has 2 bullets
    When Player1 uses "B & B Attorneys"
    And Player1 selects "Silas Aims"
    And Player1 chooses "raise"
    Then "Silas Aims" has 3 bounty
    And "Silas Aims" has 3 bullets

  @ruling:silas-bullets-modifiers-stack
  Scenario: Other bullet modifiers apply on top of the bounty
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, Charlie's Place]
          dudes:
            - {card: Silas Aims, at: Charlie's Place, bounty: 1}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
      """
    When Player1 uses "Charlie's Place"
    And Player1 selects "Silas Aims"
    And Player1 chooses "raise"
    Then "Silas Aims" has 3 bullets
