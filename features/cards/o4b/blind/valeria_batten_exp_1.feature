@card:21037 @blind
Feature: Valeria Batten (Exp.1) (blind proof)
  Valeria can invent Mystical Gadgets using her Huckster skill.

  While Valeria is in a shootout, hand ranks cannot be modified by Shootout, React, or
  non-Cheatin' Resolution abilities.

  Noon: Boot your dude and give them +1 influence.

  Valeria is Huckster 1, no Mad Scientist. Holy Wheel Gun is a Mystical Gadget of difficulty 5;
  Mechanical Horse a Gadget that is not Mystical. Olivia Jenks has 2 influence.

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock

  Scenario: Noon: your dude boots and gets +1 influence for the day
    Given Player1 has these dudes:
      | dude                   | at   |
      | Valeria Batten (Exp.1) | home |
      | Olivia Jenks           | home |
    When Player1 uses "Valeria Batten (Exp.1)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And "Olivia Jenks" has 3 influence
    And "Olivia Jenks" has "influence +1" from "Valeria Batten (Exp.1)" until end of day

  Scenario: A booted dude cannot be chosen
    Given Player1 has these dudes:
      | dude                   | at   | booted |
      | Valeria Batten (Exp.1) | home | yes    |
      | Olivia Jenks           | home | yes    |
    When Player1 tries to use "Valeria Batten (Exp.1)"
    Then "Olivia Jenks" has 2 influence

  Scenario: She invents a Mystical Gadget with her Huckster skill
    Given Player1's hand is "Holy Wheel Gun"
    And Player1 has these dudes:
      | dude                   | at   |
      | Valeria Batten (Exp.1) | home |
    And Player1's next pull is "4H"
    When Player1 attaches "Holy Wheel Gun" to "Valeria Batten (Exp.1)"
    Then "Holy Wheel Gun" is attached to "Valeria Batten (Exp.1)"

  Scenario: A Gadget that is not Mystical she cannot invent
    Given Player1's hand is "Mechanical Horse"
    And Player1 has these dudes:
      | dude                   | at   |
      | Valeria Batten (Exp.1) | home |
    And Player1's next pull is "KH"
    When Player1 tries to attach "Mechanical Horse" to "Valeria Batten (Exp.1)"
    Then "Mechanical Horse" is in Player1's hand

  Scenario: While Valeria is in the shootout, a Shootout ability's +1 hand rank does not count
    Steele Archer (Two Pair, rank 3) rides a Mustang; Calling The Cavalry gives the player with
    the most Horses in their posse +1 hand rank.
    Given Player1's hand is "Calling The Cavalry (Weird West Edition)"
    And Player1 has these dudes:
      | dude                   | at          | attachments |
      | Steele Archer          | Town Square | Mustang     |
      | Valeria Batten (Exp.1) | Town Square |             |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player1's posse is "Steele Archer, Valeria Batten (Exp.1)"
    When Player1 plays "Calling The Cavalry (Weird West Edition)"
    And Player1 selects "Steele Archer"
    And Player1 picks "Steele Archer" as shooter
    Then Player1's hand rank is 3
    And Player2 is asked to "Select a casualty"

  Scenario: With Valeria out of the shootout, the same +1 counts
    Given Player1's hand is "Calling The Cavalry (Weird West Edition)"
    And Player1 has these dudes:
      | dude                   | at          | attachments |
      | Steele Archer          | Town Square | Mustang     |
      | Valeria Batten (Exp.1) | home        |             |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player1's posse is "Steele Archer"
    When Player1 plays "Calling The Cavalry (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then Player1's hand rank is 4
    And Player2 is asked to "Select a casualty"
