@card:24043 @blind
Feature: Valeria Batten (blind proof)
  Valeria can invent Mystical Gadgets using her Huckster skill (as if it were Mad
  Scientist).

  Valeria is a Huckster 1 and no Mad Scientist. Holy Wheel Gun is a Mystical Weapon
  Gadget of difficulty 5; Mechanical Horse (Weird West Edition) a Horse Gadget (not
  Mystical) of difficulty 5. Rules digest §7.3: only a Mad Scientist invents a gadget,
  pull + rating against the difficulty.

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1 has these dudes:
      | dude                                | at   |
      | Valeria Batten (Weird West Edition) | home |

  Scenario: Valeria invents a Mystical Gadget: a pull of 4 plus her Huckster 1 reaches 5
    Given Player1's hand is "Holy Wheel Gun"
    And Player1's next pull is "4H"
    When Player1 attaches "Holy Wheel Gun" to "Valeria Batten (Weird West Edition)"
    Then "Holy Wheel Gun" is attached to "Valeria Batten (Weird West Edition)"
    And "Valeria Batten (Weird West Edition)" is booted
    And Player1 has 8 ghost rock

  Scenario: Her Huckster rating counts at the boundary: a pull of 3 plus 1 misses 5
    Given Player1's hand is "Holy Wheel Gun"
    And Player1's next pull is "3H"
    When Player1 attaches "Holy Wheel Gun" to "Valeria Batten (Weird West Edition)"
    Then "Holy Wheel Gun" is in Player1's discard pile
    And "Valeria Batten (Weird West Edition)" is booted

  Scenario: A Gadget that is not Mystical cannot be invented by Valeria
    Given Player1's hand is "Mechanical Horse (Weird West Edition)"
    When Player1 tries to attach "Mechanical Horse (Weird West Edition)" to "Valeria Batten (Weird West Edition)"
    Then the play is refused by rule "gadget.inventor"
    And "Mechanical Horse (Weird West Edition)" is in Player1's hand
