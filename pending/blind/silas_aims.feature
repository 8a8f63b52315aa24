@card:01043 @blind
Feature: Silas Aims (blind proof)
  Silas's bullets are equal to his bounty.

  Printed: 0 bullets, draw.

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
