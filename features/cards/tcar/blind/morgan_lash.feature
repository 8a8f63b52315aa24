@card:19016 @blind
Feature: Morgan Lash (blind proof)
  If your outfit is The Sloane Gang, Morgan's cost is reduced by the highest bounty among
  your dudes.

  Your shooter has +2 bullets if they have more bounty than the opposing shooter.

  React: After you declare your shooter, increase their bounty by 2.

  Morgan costs 11. Pancho Castillo prints 3 bullets.

  Scenario: With The Sloane Gang, Morgan costs less by the highest bounty among your dudes
    Given a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 11 ghost rock
    And Player1's hand is "Morgan Lash"
    And Player1 has these dudes:
      | dude            | at             | bounty |
      | Pancho Castillo | Player1's home | 3      |
      | Clint Ramsey    | Player1's home | 1      |
    When Player1 hires "Morgan Lash"
    Then "Morgan Lash" is in play
    And Player1 has 3 ghost rock

  Scenario: With another outfit he costs 11
    Given a game between "Law Dogs" and "The Sloane Gang"
    And the phase is High Noon
    And Player1 has 11 ghost rock
    And Player1's hand is "Morgan Lash"
    And Player1 has these dudes:
      | dude            | at             | bounty |
      | Pancho Castillo | Player1's home | 3      |
    When Player1 hires "Morgan Lash"
    Then Player1 has 0 ghost rock

  Scenario: A shooter with more bounty than the opposing shooter has +2 bullets; declaring him raises his bounty by 2
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | bounty |
      | Morgan Lash     | Town Square | 0      |
      | Pancho Castillo | Town Square | 1      |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 0      |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player1's posse is "Morgan Lash, Pancho Castillo"
    When Player1 picks "Pancho Castillo" as shooter
    And Player1 reacts with "Morgan Lash"
    Then "Pancho Castillo" has 3 bounty
    And "Pancho Castillo" has 5 bullets
    And Player1 is asked to "Select a casualty"

  Scenario: No more bounty than the opposing shooter: no bonus
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | bounty |
      | Morgan Lash     | Town Square | 0      |
      | Pancho Castillo | Town Square | 1      |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player1's posse is "Morgan Lash, Pancho Castillo"
    When Player1 picks "Pancho Castillo" as shooter
    And Player1 passes
    Then "Pancho Castillo" has 1 bounty
    And "Pancho Castillo" has 3 bullets
    And Player1 is asked to "Select a casualty"
