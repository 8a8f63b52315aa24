@card:22011 @blind
Feature: Cooper Grannon (blind proof, pending: DISAGREEMENTS.md)
  Noon: Boot Cooper's Gadget to pull. If the Gadget is Experimental make an additional pull.
  For each pull, if it is a:
  * Diamond, draw a card then discard a card
  * Heart, Cooper gains +2 bullets
  * Spade, Coop gains +1 influence
  * Club, boot Cooper

  Cooper has 1 bullet and 2 influence. Auto-Revolver is a Gadget (not Experimental).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at   | attachments   |
      | Cooper Grannon | home | Auto-Revolver |

  Scenario: A Heart gives Cooper +2 bullets
    Given Player1's next pull is "5H"
    When Player1 uses "Cooper Grannon"
    And Player1 selects "Auto-Revolver"
    Then "Auto-Revolver" is booted
    And "Cooper Grannon" has 3 bullets
    And "Cooper Grannon" is unbooted

