@card:20020 @blind
Feature: Quincy Washburne (blind proof)
  Dude, Mad Scientist 1. React: After Quincy successfully invents a Weapon Gadget, unboot
  him.

  Electrostatic Pump Gun is a Weapon Gadget of difficulty 5: a pull of 4 invents it
  (4 + 1). Analytical Cognisizer is a Gadget, not a Weapon (difficulty 6).

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude             | at   |
      | Quincy Washburne | home |

  Scenario: Once he invents a Weapon Gadget he may unboot
    Given Player1's hand is "Electrostatic Pump Gun"
    And Player1's next pull is "4H"
    When Player1 attaches "Electrostatic Pump Gun" to "Quincy Washburne"
    And Player1 reacts with "Quincy Washburne"
    Then "Electrostatic Pump Gun" is attached to "Quincy Washburne"
    And "Quincy Washburne" is unbooted

  Scenario: A failed invention leaves him booted
    Given Player1's hand is "Electrostatic Pump Gun"
    And Player1's next pull is "3H"
    When Player1 attaches "Electrostatic Pump Gun" to "Quincy Washburne"
    Then "Quincy Washburne" is booted
    And "Electrostatic Pump Gun" is not in play

  Scenario: A Gadget that is not a Weapon leaves him booted
    Given Player1's hand is "Analytical Cognisizer"
    And Player1's deck starts with "5H 2C"
    When Player1 attaches "Analytical Cognisizer" to "Quincy Washburne"
    Then "Analytical Cognisizer" is attached to "Quincy Washburne"
    And the log does not contain "Player1 uses Quincy Washburne"

  Scenario: Another Mad Scientist's invention does not unboot Quincy
    Given Player1 has these dudes:
      | dude             | at   | booted |
      | Quincy Washburne | home | yes    |
      | Harold Aimslee   | home | no     |
    And Player1's hand is "Electrostatic Pump Gun"
    And Player1's next pull is "4H"
    When Player1 attaches "Electrostatic Pump Gun" to "Harold Aimslee"
    Then "Electrostatic Pump Gun" is attached to "Harold Aimslee"
    And "Quincy Washburne" is booted
