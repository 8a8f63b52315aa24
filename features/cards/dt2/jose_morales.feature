@card:24088
Feature: José Morales (Weird West Edition)
  While in a shootout, José gains a bonus to his Huckster skill equal to his bullets.

  José prints 3 bullets and Huckster 0.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                              | at          |
      | José Morales (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: In a shootout José's Huckster skill gains his bullets
    Given a shootout at "Town Square" led by "José Morales (Weird West Edition)" against "Steven Wiles"
    Then "José Morales (Weird West Edition)" has 3 huckster skill
    And Player1 is asked to "Select a casualty"

  Scenario: The bonus follows his bullets as they change
    Given a shootout at "Town Square" led by "José Morales (Weird West Edition)" against "Steven Wiles"
    And "José Morales (Weird West Edition)" gets "bullets +1" from "José Morales (Weird West Edition)" until end of shootout
    Then "José Morales (Weird West Edition)" has 4 bullets
    And "José Morales (Weird West Edition)" has 4 huckster skill
    And Player1 is asked to "Select a casualty"

  Scenario: Out of a shootout José has no bonus
    Then "José Morales (Weird West Edition)" has 0 huckster skill
