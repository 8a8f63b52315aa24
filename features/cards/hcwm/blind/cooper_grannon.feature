@card:22011 @blind
Feature: Cooper Grannon (blind proof)
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

  Scenario: A Spade gives Cooper +1 influence
    Given Player1's next pull is "5S"
    When Player1 uses "Cooper Grannon"
    And Player1 selects "Auto-Revolver"
    Then "Cooper Grannon" has 3 influence

  Scenario: A Club boots Cooper
    Given Player1's next pull is "5C"
    When Player1 uses "Cooper Grannon"
    And Player1 selects "Auto-Revolver"
    Then "Cooper Grannon" is booted
    And "Cooper Grannon" has 2 influence

  Scenario: A Heart gives Cooper +2 bullets
    Given Player1's next pull is "5H"
    When Player1 uses "Cooper Grannon"
    And Player1 selects "Auto-Revolver"
    Then "Auto-Revolver" is booted
    And "Cooper Grannon" has 4 bullets
    And "Cooper Grannon" is unbooted
