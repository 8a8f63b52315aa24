@card:24043
Feature: Valeria Batten (Weird West Edition)
  Valeria can invent Mystical Gadgets using her Huckster skill (as if it were Mad
  Scientist).

  Valeria is a Huckster 1 and no Mad Scientist. Holy Wheel Gun (cost 2) is a Mystical
  Weapon Gadget of difficulty 5; Mechanical Horse (cost 1) a Horse Gadget, not Mystical.

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1 has these dudes:
      | dude                                | at   |
      | Valeria Batten (Weird West Edition) | home |

  @rule:gadget.invent
  Scenario: Valeria invents a Mystical Gadget, pulling with her Huckster rating
    Given Player1's hand is "Holy Wheel Gun"
    And Player1's next pull is "4H"
    When Player1 attaches "Holy Wheel Gun" to "Valeria Batten (Weird West Edition)"
    Then "Holy Wheel Gun" is attached to "Valeria Batten (Weird West Edition)"
    And "Valeria Batten (Weird West Edition)" is booted
    And the log contains "Player1's Valeria Batten (Weird West Edition) succeeds by 0 with 4H + 1 = 5 against difficulty 5"

  @rule:gadget.inventor
  Scenario: A Gadget that is not Mystical still needs a Mad Scientist
    Given Player1's hand is "Mechanical Horse"
    When Player1 tries to attach "Mechanical Horse" to "Valeria Batten (Weird West Edition)"
    Then the play is refused by rule "gadget.inventor"
    And Player1 has 10 ghost rock
