@card:20020
Feature: Quincy Washburne
  Dude, Mad Scientist 1. React: After Quincy successfully invents a Weapon Gadget, unboot
  him.

  Flame-Thrower is a Weapon Gadget (difficulty 8, cost 2); Mechanical Horse a Horse Gadget
  (difficulty 5, cost 1). Quincy boots to invent; his pull adds his Mad Scientist 1.

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's hand is "Flame-Thrower, Mechanical Horse"
    And Player1 has these dudes:
      | dude             | at   |
      | Quincy Washburne | home |

  Scenario: Having invented a Weapon Gadget he unboots
    Given Player1's next pull is "8H"
    When Player1 attaches "Flame-Thrower" to "Quincy Washburne"
    And Player1 reacts with "Quincy Washburne"
    Then "Flame-Thrower" is attached to "Quincy Washburne"
    And "Quincy Washburne" is unbooted
    And the log contains in order:
      """
      Player1's Quincy Washburne invents Flame-Thrower
      Player1 uses Quincy Washburne to unboot him
      """

  Scenario: A Gadget that is not a Weapon leaves him booted
    Given Player1's next pull is "8H"
    When Player1 attaches "Mechanical Horse" to "Quincy Washburne"
    Then "Mechanical Horse" is attached to "Quincy Washburne"
    And "Quincy Washburne" is booted
    And Player2 is asked to "Select an action"

  Scenario: A failed invention leaves him booted
    Given Player1's next pull is "2H"
    When Player1 attaches "Flame-Thrower" to "Quincy Washburne"
    Then "Flame-Thrower" is in Player1's discard pile
    And "Quincy Washburne" is booted
    And Player2 is asked to "Select an action"

  Scenario: Another Mad Scientist's Weapon does not unboot him
    Given Player1 has these dudes:
      | dude             | at   | booted |
      | Quincy Washburne | home | yes    |
      | Harold Aimslee   | home | no     |
    And Player1's next pull is "8H"
    When Player1 attaches "Flame-Thrower" to "Harold Aimslee"
    Then "Flame-Thrower" is attached to "Harold Aimslee"
    And "Quincy Washburne" is booted
    And Player2 is asked to "Select an action"
