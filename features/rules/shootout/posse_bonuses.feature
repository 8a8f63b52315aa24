Feature: Posse bonuses: who contributes to the draw, and with what (§5.5)
  The shooter adds its bullets to the bonus of its type and every other posse dude adds
  1 to the bonus of its own type. An effect may leave a dude out ("does not contribute to
  draw hands", "does not contribute to the posse's draw and stud ratings"): he adds to
  neither bonus, shooter or not. An effect may make shooters use influence instead of
  bullets ("but keep their bullet type"): the shooter adds its influence to the bonus of
  its own type; the others still add 1.

  Bai Yang Chen: a stud, 3 bullets, 0 influence. Olivia Jenks: a draw, 2 bullets,
  2 influence. Steele Archer: a draw, 0 bullets, 2 influence. Clint Ramsey: a stud,
  2 bullets, 1 influence.

  Background:
    Given the phase is High Noon
    And Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"

  @rule:shootout.draw.no_contribution
  Scenario: A shooter that does not contribute adds nothing, the others still add 1
    Given Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Steele Archer | Town Square |
      | Clint Ramsey  | Town Square |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Steele Archer, Clint Ramsey"
    And "Olivia Jenks" gets "does not contribute to draw hands" from "Bai Yang Chen" until end of shootout round
    When Player2 picks "Olivia Jenks" as shooter
    Then the log contains "Player2 draws 6 cards with a stud bonus of 1 and a draw bonus of 1"
    And Player2 is asked to "Select a casualty"

  @rule:shootout.draw.no_contribution
  Scenario: A dude that does not contribute is not counted among the others either
    Given Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Clint Ramsey  | Town Square |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Clint Ramsey"
    And "Clint Ramsey" gets "does not contribute to draw hands" from "Bai Yang Chen" until end of shootout round
    When Player2 picks "Olivia Jenks" as shooter
    Then the log contains "Player2 draws 5 cards with a stud bonus of 0 and a draw bonus of 2"
    And Player2 is asked to "Select a casualty"

  @rule:shootout.draw.by_influence
  Scenario: Drawing by influence, a 0-influence stud shooter adds nothing and the others add 1 by type
    Given Player1's hand is "...It's who you know (Weird West Edition)"
    And Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "...It's who you know (Weird West Edition)"
    And Player1 selects "Steele Archer"
    And Player1 selects "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Bai Yang Chen" to the posse
    And Player1 picks "Bai Yang Chen" as shooter
    Then the log contains in order:
      """
      Player1 draws 6 cards with a stud bonus of 1 and a draw bonus of 0
      Player2 draws 5 cards with a stud bonus of 0 and a draw bonus of 2
      """
    And Player2 is asked to "Select a casualty"
