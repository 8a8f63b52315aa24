@card:22011
Feature: Cooper Grannon
  Noon: Boot Cooper's Gadget to pull. If the Gadget is Experimental make an additional pull.
  For each pull, if it is a:

  * Diamond, draw a card then discard a card
  * Heart, Cooper gains +2 bullets
  * Spade, Coop gains +1 influence
  * Club, boot Cooper

  Cooper has 1 bullet and 2 influence; Auto-Revolver (+1 bullet) is a Gadget, the
  Electrostatic Pump Gun (+2 bullets) an Experimental one.

  Scenario: A Heart: +2 bullets for the day, one pull for a Gadget that is not Experimental
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at   | attachments   |
      | Cooper Grannon | home | Auto-Revolver |
    And Player1's deck starts with "5H 5S"
    When Player1 uses "Cooper Grannon"
    And Player1 selects "Auto-Revolver"
    Then "Auto-Revolver" is booted
    And "Cooper Grannon" has 4 bullets
    And "Cooper Grannon" has 2 influence
    And "Cooper Grannon" has "bullets +2" from "Cooper Grannon" until end of day
    And the log contains in order:
      """
      Player1 uses Cooper Grannon
      Player1 pulls 5H
      Player1 gives Cooper Grannon +2 bullets
      """
    And Player2 is asked to "Select an action"

  Scenario: An Experimental Gadget pulls twice: a Spade, then a Club boots him
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at   | attachments            |
      | Cooper Grannon | home | Electrostatic Pump Gun |
    And Player1's deck starts with "5S 5C"
    When Player1 uses "Cooper Grannon"
    And Player1 selects "Electrostatic Pump Gun"
    Then "Cooper Grannon" has 3 influence
    And "Cooper Grannon" has "influence +1" from "Cooper Grannon" until end of day
    And "Cooper Grannon" has 3 bullets
    And "Cooper Grannon" is booted
    And Player1 has 2 cards in their discard pile
    And the log contains in order:
      """
      Player1 pulls 5S
      Player1 gives Cooper Grannon +1 influence
      Player1 pulls 5C
      Player1 boots Cooper Grannon
      """

  Scenario: A Diamond draws a card, then one is discarded
    Given the phase is High Noon
    And Player1's hand is "Pony Express"
    And Player1 has these dudes:
      | dude           | at   | attachments   |
      | Cooper Grannon | home | Auto-Revolver |
    And Player1's deck starts with "5D 5H"
    When Player1 uses "Cooper Grannon"
    And Player1 selects "Auto-Revolver"
    And Player1 selects "Pony Express"
    Then "Pony Express" is in Player1's discard pile
    And Player1 has 1 cards in hand
    And "Cooper Grannon" has 2 bullets
    And the log contains "Player1 draws a card and discards Pony Express"

  Scenario: With his Gadget booted he cannot use it
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at   | attachments             |
      | Cooper Grannon | home | Auto-Revolver (booted)  |
    When Player1 tries to use "Cooper Grannon"
    Then the play is refused by rule "ability.cost"
