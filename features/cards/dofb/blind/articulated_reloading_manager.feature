@card:25040 @blind
Feature: Articulated Reloading Manager (blind proof)
  "A dude cannot have more than one Articulated Reloading Manager attached.
  Noon/Shootout, Boot: Unboot another goods attached to this dude. Its abilities may be used
  an additional time this turn."

  Colt-Patterson Model '36: "Shootout, Boot: Give this dude +2 Bullets and make them a
  Stud." Jake Smiley: a draw with 1 bullet.

  Scenario: The Manager unboots a used Colt, which may be used again this turn
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          | attachments                                                    |
      | Jake Smiley | Town Square | Articulated Reloading Manager, Colt-Patterson Model '36 (booted) |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    And Player1 has used "Colt-Patterson Model '36" today
    When Player1 uses "Articulated Reloading Manager"
    And Player1 selects "Colt-Patterson Model '36"
    Then "Colt-Patterson Model '36" is unbooted
    And "Articulated Reloading Manager" is booted
    When Player1 uses "Colt-Patterson Model '36"
    Then "Jake Smiley" has 3 bullets
    And "Jake Smiley" is a stud
    And Player1 is asked to "Select a card"

  Scenario: Without the Manager a used Colt cannot be used again: the fight goes to the draw
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          | attachments              |
      | Jake Smiley | Town Square | Colt-Patterson Model '36 |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    And Player1 has used "Colt-Patterson Model '36" today
    Then Player1 is asked to "Select a card"
    And "Jake Smiley" has 1 bullets
    And "Jake Smiley" is a draw

  Scenario: A dude cannot keep a second Manager: once the play resolves, one of them is discarded
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Articulated Reloading Manager #2"
    And Player1's next pull is "8H"
    And Player1 has these dudes:
      | dude          | at             | attachments                   |
      | Roderick Byre | Player1's home | Articulated Reloading Manager |
    When Player1 attaches "Articulated Reloading Manager #2" to "Roderick Byre"
    And Player1 chooses "keep Articulated Reloading Manager #2"
    Then "Articulated Reloading Manager #2" is attached to "Roderick Byre"
    And "Articulated Reloading Manager" is in Player1's discard pile
    And Player1 has 9 ghost rock
