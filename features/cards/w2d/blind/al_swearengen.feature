@card:23007 @blind
Feature: Al Swearengen (blind proof)
  Dude, 1 bullets, draw, 1 influence. Noon, Pay 4 Ghost Rock: Al permanently has +1
  bullets, +1 influence, is a stud, and loses this ability.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Al Swearengen | Town Square |

  Scenario: Paying 4 ghost rock makes him a 2-bullet stud with 2 influence
    Given Player1 has 5 ghost rock
    When Player1 uses "Al Swearengen"
    Then "Al Swearengen" has 2 bullets
    And "Al Swearengen" has 2 influence
    And "Al Swearengen" is a stud
    And Player1 has 1 ghost rock
    And "Al Swearengen" is unbooted

  @rule:ability.cost
  Scenario: With 3 ghost rock the ability is refused
    Given Player1 has 3 ghost rock
    When Player1 tries to use "Al Swearengen"
    Then the play is refused by rule "ability.cost"
    And "Al Swearengen" is a draw
    And "Al Swearengen" has 1 bullets

  Scenario: The change is permanent: it lasts into the next day
    Given Player1 has 4 ghost rock
    When Player1 uses "Al Swearengen"
    And the game advances to the High Noon phase of day 2
    Then "Al Swearengen" has 2 bullets
    And "Al Swearengen" has 2 influence
    And "Al Swearengen" is a stud

  Scenario: He loses the ability: the next day it cannot be used again
    Given Player1 has 8 ghost rock
    When Player1 uses "Al Swearengen"
    And the game advances to the High Noon phase of day 2
    And Player1 tries to use "Al Swearengen"
    Then the play is refused by rule "ability.condition"
