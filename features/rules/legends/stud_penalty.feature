Feature: A posse's stud penalty
  Rules digest §5.5: a posse draws 5 cards plus its stud bonus. A Legend's "your posse has a
  -2 stud penalty" lowers that bonus when the posse draws, but never below 0: a posse
  always draws at least five cards (ruling stud-penalty-stops-at-zero).

  Background:
    Given the board "shootout"
    And Player1's legend is "Raven"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  @rule:shootout.draw.stud_penalty @ruling:stud-penalty-stops-at-zero
  Scenario: A penalty larger than the stud bonus leaves the posse drawing five cards
    Jake Smiley is a 1-bullet draw: his posse has no stud bonus to lose.
    Given Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    Then the log contains "Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 1"
    And Player1 is asked to "Select a card"

  @rule:shootout.draw.stud_penalty
  Scenario: The penalty takes 2 from a larger stud bonus
    Given Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jake Smiley     | Town Square |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Jake Smiley"
    When Player2 picks "Pancho Castillo" as shooter
    Then the log contains "Player1 draws 6 cards with a stud bonus of 1 and a draw bonus of 0"
    And Player1 is asked to "Select a card"
