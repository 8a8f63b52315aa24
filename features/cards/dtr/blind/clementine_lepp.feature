@card:01045 @blind
Feature: Clementine Lepp (blind proof)
  While in a Saloon you own, Clementine gets +1 influence and cannot be called out.

  Printed: 1 influence. Player1 owns Charlie's Place (Saloon) and General Store (not a
  Saloon); Player2 owns Dead Dog Tavern (Saloon).

  Background:
    Given the board:
      """
      phase: high noon
      first_player: Player2
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, Charlie's Place, General Store]
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [Dead Dog Tavern, home]
      """

  Scenario: In her own Saloon Clementine has 2 influence and cannot be called out
    Given Player1 has these dudes:
      | dude            | at              |
      | Clementine Lepp | Charlie's Place |
    And Player2 has these dudes:
      | dude         | at              |
      | Clint Ramsey | Charlie's Place |
    Then "Clementine Lepp" has 2 influence
    When Player2 tries to call out "Clementine Lepp" with "Clint Ramsey"
    Then the play is refused by rule "callout.callee"
    And "Clementine Lepp" is at "Charlie's Place"

  Scenario: In an opponent's Saloon Clementine has 1 influence and can be called out
    Given Player1 has these dudes:
      | dude            | at              |
      | Clementine Lepp | Dead Dog Tavern |
    And Player2 has these dudes:
      | dude         | at              |
      | Clint Ramsey | Dead Dog Tavern |
    Then "Clementine Lepp" has 1 influence
    When Player2 calls out "Clementine Lepp" with "Clint Ramsey"
    And Player1 refuses
    Then "Clementine Lepp" is at "Player1's home"
    And "Clementine Lepp" is booted

  Scenario: At a deed she owns that is no Saloon Clementine has 1 influence and can be called out
    Given Player1 has these dudes:
      | dude            | at            |
      | Clementine Lepp | General Store |
    And Player2 has these dudes:
      | dude         | at            |
      | Clint Ramsey | General Store |
    Then "Clementine Lepp" has 1 influence
    When Player2 calls out "Clementine Lepp" with "Clint Ramsey"
    And Player1 refuses
    Then "Clementine Lepp" is at "Player1's home"

  Scenario: The bonus ends when Clementine leaves her Saloon
    Given Player1 has these dudes:
      | dude            | at              |
      | Clementine Lepp | Charlie's Place |
    Then "Clementine Lepp" has 2 influence
    When Player2 passes
    And Player1 moves "Clementine Lepp" to "Town Square"
    Then "Clementine Lepp" has 1 influence

  Scenario: In a Saloon she owns but an opponent controls Clementine keeps both benefits
    Given Player1 has these dudes:
      | dude            | at              |
      | Clementine Lepp | Charlie's Place |
    And Player2 has these dudes:
      | dude         | at              |
      | Steven Wiles | Charlie's Place |
    Then Player2 controls "Charlie's Place"
    And "Clementine Lepp" has 2 influence
    When Player2 tries to call out "Clementine Lepp" with "Steven Wiles"
    Then the play is refused by rule "callout.callee"

  Scenario: In her own Saloon not even Sanford Taylor's call-out can reach her
    Given Player1 has these dudes:
      | dude            | at              |
      | Clementine Lepp | Charlie's Place |
    And Player2 has these dudes:
      | dude           | at              |
      | Sanford Taylor | Charlie's Place |
    When Player2 tries to use "Sanford Taylor"
    Then the play is refused by rule "ability.target"
    And "Sanford Taylor" is unbooted
    And "Clementine Lepp" is at "Charlie's Place"
