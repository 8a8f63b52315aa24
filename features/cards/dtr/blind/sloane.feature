@card:01044 @blind
Feature: Sloane (blind proof)
  Sloane's bounty cannot be reduced below 1.
  Sloane and your other dudes at her location do not boot when forming or joining a
  posse.

  Scenario: Lowering a bounty of 1 on Sloane leaves it at 1
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
            - {card: Sloane, at: home, bounty: 1}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
      """
    When Player1 uses "B & B Attorneys"
    And Player1 selects "Sloane"
    And Player1 chooses "lower"
    Then "Sloane" has 1 bounty
    And "Sloane" is wanted

  Scenario: Lowering a bounty of 2 on Sloane takes it to 1
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
            - {card: Sloane, at: home, bounty: 2}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
      """
    When Player1 uses "B & B Attorneys"
    And Player1 selects "Sloane"
    And Player1 chooses "lower"
    Then "Sloane" has 1 bounty

  Scenario: Another dude's bounty of 1 can still be lowered to 0
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
            - {card: Sloane, at: home, bounty: 1}
            - {card: Pancho Castillo, at: home, bounty: 1}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
      """
    When Player1 uses "B & B Attorneys"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "lower"
    Then "Pancho Castillo" has 0 bounty
    And "Sloane" has 1 bounty

  Scenario: Sloane and the dudes at her location join an adjacent shootout without booting
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at            |
      | Steven Wiles    | Town Square   |
      | Sloane          | home          |
      | Pancho Castillo | home          |
      | Clint Ramsey    | General Store |
    And Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
    When Player1 calls out "Avie Cline" with "Steven Wiles"
    And Player2 accepts
    And Player1 adds "Sloane" to the posse
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 adds "Clint Ramsey" to the posse
    Then Player1's posse is "Steven Wiles, Sloane, Pancho Castillo, Clint Ramsey"
    And "Sloane" is at "Town Square"
    And "Pancho Castillo" is at "Town Square"
    And "Sloane" is unbooted
    And "Pancho Castillo" is unbooted
    And "Clint Ramsey" is booted
    And Player1 is asked to "Select a dude"

  Scenario: Without Sloane a dude at home boots to join the adjacent shootout
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at            |
      | Steven Wiles    | Town Square   |
      | Sloane          | General Store |
      | Pancho Castillo | home          |
    And Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
    When Player1 calls out "Avie Cline" with "Steven Wiles"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 is done
    Then "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is booted
    And "Sloane" is at "General Store"
    And Player1 is asked to "Select a dude"

  Scenario: An opponent's dude at Sloane's location still boots to join
    Given the board "shootout"
    And Player2 is the first player
    And Player1 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Sloane       | home        |
    And Player2 has these dudes:
      | dude            | at             |
      | Avie Cline      | Town Square    |
      | Andreas Andregg | Player1's home |
    When Player2 calls out "Steven Wiles" with "Avie Cline"
    And Player1 accepts
    And Player2 adds "Andreas Andregg" to the posse
    And Player1 is done
    Then "Andreas Andregg" is at "Town Square"
    And "Andreas Andregg" is booted
    And Player2's posse is "Avie Cline, Andreas Andregg"
    And Player2 is asked to "Select a dude"

  Scenario: Joining a job's posse, Sloane and the dudes at her location do not boot
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1's hand is "A Coach Comes to Town"
    And Player1 has these dudes:
      | dude            | at            |
      | Pancho Castillo | home          |
      | Sloane          | home          |
      | Barton Everest  | home          |
      | Steven Wiles    | General Store |
      | Clint Ramsey    | Town Square   |
    And Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
    When Player1 plays "A Coach Comes to Town"
    And Player1 selects "Pancho Castillo"
    And Player1 adds "Sloane" to the posse
    And Player1 adds "Barton Everest" to the posse
    And Player1 adds "Steven Wiles" to the posse
    And Player1 is done
    Then Player2 is asked to "Select a dude"
    And "Sloane" is at "Town Square"
    And "Barton Everest" is at "Town Square"
    And "Sloane" is unbooted
    And "Barton Everest" is unbooted
    And "Steven Wiles" is booted
