@card:01006 @blind
Feature: Mongwau the Mighty (blind proof)
  Shootout: Discard a Hex from Mongwau to make him a stud.

  Mongwau has 3 bullets and is a draw.

  Background:
    Given the board "shootout"
    And a game between "The Fourth Ring" and "Law Dogs"
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  Scenario: Discarding his Hex makes Mongwau a stud for the shootout
    Given Player1 has these dudes:
      | dude               | at          | attachments |
      | Mongwau the Mighty | Town Square | Soul Blast  |
    And a shootout at "Town Square" led by "Mongwau the Mighty" against "Clyde Owens"
    When Player1 uses "Mongwau the Mighty"
    And Player1 selects "Soul Blast"
    Then "Mongwau the Mighty" is a stud
    And "Soul Blast" is in Player1's discard pile
    And "Mongwau the Mighty" has "stud" from "Mongwau the Mighty" until end of shootout
    And Player1 is asked to "Select a card"

  Scenario: Mongwau's stud bonus counts at the draw
    Given Player1 has these dudes:
      | dude               | at          | attachments |
      | Mongwau the Mighty | Town Square | Soul Blast  |
    And a shootout at "Town Square" led by "Mongwau the Mighty" against "Clyde Owens"
    When Player1 uses "Mongwau the Mighty"
    And Player1 selects "Soul Blast"
    Then Player1 is asked to "Select a card"
    And the log contains "Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"

  Scenario: Without a Hex Mongwau stays a draw
    Given Player1 has these dudes:
      | dude               | at          |
      | Mongwau the Mighty | Town Square |
    And a shootout at "Town Square" led by "Mongwau the Mighty" against "Clyde Owens"
    Then "Mongwau the Mighty" is a draw
    And the log contains "Player1 has no shootout play and passes"
    And the log contains "Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 3"
    And Player1 is asked to "Select a card"
