@card:01038 @blind
Feature: Marion Seville (blind proof)
  Marion gets +2 bullets while he is wanted.

  Printed: 1 bullet, draw.

  Background:
    Given the board "main street"

  Scenario: A wanted Marion has 3 bullets
    Given Player1 has these dudes:
      | dude           | bounty |
      | Marion Seville | 1      |
    Then "Marion Seville" has 3 bullets
    And "Marion Seville" is wanted

  Scenario: Marion without a bounty keeps his printed bullet
    Given Player1 has these dudes:
      | dude           |
      | Marion Seville |
    Then "Marion Seville" has 1 bullets
    And "Marion Seville" is not wanted

  Scenario: A bigger bounty does not give more than +2 bullets
    Given Player1 has these dudes:
      | dude           | bounty |
      | Marion Seville | 4      |
    Then "Marion Seville" has 3 bullets

  Scenario: The bonus ends when Marion is no longer wanted
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
            - {card: Marion Seville, at: home, bounty: 1}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
      """
    Then "Marion Seville" has 3 bullets
    When Player1 uses "B & B Attorneys"
    And Player1 selects "Marion Seville"
    And Player1 chooses "lower"
    Then "Marion Seville" has 0 bounty
    And "Marion Seville" is not wanted
    And "Marion Seville" has 1 bullets

  Scenario: The bonus starts when Marion becomes wanted during play
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at               |
      | Marion Seville | Town Square      |
    And Player2 has these dudes:
      | dude           | at               |
      | Avie Cline     | Railroad Station |
    Then "Marion Seville" has 1 bullets
    When Player1 moves "Marion Seville" to "Railroad Station"
    And Player2 calls out "Marion Seville" with "Avie Cline"
    And Player1 accepts
    Then "Marion Seville" has 1 bounty
    And "Marion Seville" has 3 bullets
    And Player1 is asked to "Select a card"
