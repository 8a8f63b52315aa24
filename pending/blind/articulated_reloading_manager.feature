@card:25040 @blind
Feature: Articulated Reloading Manager (blind proof)
  "A dude cannot have more than one Articulated Reloading Manager attached.
  Noon/Shootout, Boot: Unboot another goods attached to this dude. Its abilities may be used
  an additional time this turn."

  Colt-Patterson Model '36: "Shootout, Boot: Give this dude +2 Bullets and make them a
  Stud." Jake Smiley: a draw with 1 bullet.

  Roderick Byre: a Mad Scientist 1; the Manager is a Gadget of difficulty 9 and costs 1.

  # Disagreement: DISAGREEMENTS.md, "Articulated Reloading Manager (25040)".
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
