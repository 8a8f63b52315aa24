@card:24176
Feature: Bio-Charge Neutralizer
  This dude is a stud. This card cannot be traded, and is not affected by other players'
  card effects.
  Noon, Boot, Pull: If the pull is ♣, discard this goods. Otherwise, attach it to another
  of your dudes at this location.

  Jon Longstride prints 2 bullets and is a draw.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at   | attachments            |
      | Jon Longstride | home | Bio-Charge Neutralizer |
      | Allie Hensman  | home |                        |

  Scenario: The dude is a stud with +2 bullets
    Then "Jon Longstride" is a stud
    And "Jon Longstride" has 4 bullets

  Scenario: A pull that is not a club attaches it to another of your dudes here
    Given Player1 has these dudes:
      | dude           | at          | attachments            |
      | Jon Longstride | home        | Bio-Charge Neutralizer |
      | Allie Hensman  | home        |                        |
      | Steven Wiles   | Town Square |                        |
    And Player1's next pull is "5H"
    When Player1 uses "Bio-Charge Neutralizer"
    Then Player1 is asked to "Select a dude"
    And Player1 may not choose "Jon Longstride"
    And Player1 may not choose "Steven Wiles"
    When Player1 selects "Allie Hensman"
    Then "Bio-Charge Neutralizer" is attached to "Allie Hensman"
    And "Bio-Charge Neutralizer" is booted
    And "Jon Longstride" is a draw
    And the log contains "Player1 attaches Bio-Charge Neutralizer to Allie Hensman"

  Scenario: A club discards it
    Given Player1's next pull is "5C"
    When Player1 uses "Bio-Charge Neutralizer"
    Then "Bio-Charge Neutralizer" is in Player1's discard pile
    And the log contains "Player1 discards Bio-Charge Neutralizer"

  Scenario: It cannot be traded
    When Player1 tries to trade "Bio-Charge Neutralizer" to "Allie Hensman"
    Then the play is refused because "Bio-Charge Neutralizer cannot be traded"
    And the play is refused by rule "noon.trade"
    And "Bio-Charge Neutralizer" is attached to "Jon Longstride"

  Scenario: Another player's card effect cannot choose it
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments                    |
      | Jon Longstride | Town Square | Bio-Charge Neutralizer, Pinto  |
    And Player2 has these dudes:
      | dude         | at          | attachments                         |
      | Steven Wiles | Town Square | Faithful Hound (Weird West Edition) |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    And it is Player2's turn
    When Player2 uses "Faithful Hound (Weird West Edition)"
    Then Player2 is asked to "Select a goods"
    And Player2 may choose "Pinto"
    And Player2 may not choose "Bio-Charge Neutralizer"
