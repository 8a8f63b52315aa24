Feature: An action card whose ghost rock cost is read from the play (§8.1 costs)
  "This card's ghost rock cost is equal to the wanted dude's influence" (Vamoosin'), "... to
  the opposing dude's influence" (Get Off My Land!): the card costs what its target, or the
  event its React answers, says — not its printed 0 — paid as the card's cost. A cost is paid
  in full or the play is not made: a targeted play offers only the targets the player can
  pay for; a React whose cost cannot be paid is not offered.

  Pancho Castillo has 2 influence, Sloane 3.

  @rule:ability.cost
  Scenario: A targeted play offers only the targets whose cost the player can pay
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player1's hand is "Vamoosin'"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
      | Sloane          | Town Square | 2      |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Sloane"
    When Player1 plays "Vamoosin'"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """

  Scenario: A React whose cost the event sets above the player's ghost rock is not offered
    Given the board "main street"
    And it is Player2's turn
    And Player1 has 2 ghost rock
    And Player1's hand is "Get Off My Land!"
    And Player1 has these dudes:
      | dude         | at               |
      | Clint Ramsey | Telegraph Office |
    And Player2 has these dudes:
      | dude   | at          |
      | Sloane | Town Square |
    When Player2 moves "Sloane" to "General Store"
    And Player1 tries to react with "Get Off My Land!"
    Then the play is refused by rule "ability.react"
    And Player1 has 2 ghost rock
