@card:24030
Feature: Diego Linares (Weird West Edition)
  While inventing a Horse or Sidekick, Diego gets +4 Mad Scientist.

  Diego is a Mad Scientist 0. Mechanical Horse (cost 1) is a Horse Gadget of difficulty
  5; Auto-Revolver (cost 1) a Weapon Gadget of difficulty 7.

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1 has these dudes:
      | dude                               | at   |
      | Diego Linares (Weird West Edition) | home |

  @rule:gadget.invent
  Scenario: Inventing a Horse, Diego pulls with Mad Scientist 4
    Given Player1's hand is "Mechanical Horse"
    And Player1's next pull is "AH"
    When Player1 attaches "Mechanical Horse" to "Diego Linares (Weird West Edition)"
    Then "Mechanical Horse" is attached to "Diego Linares (Weird West Edition)"
    And the log contains "Player1's Diego Linares (Weird West Edition) succeeds by 0 with AH + 4 = 5 against difficulty 5"

  @rule:gadget.invent
  Scenario: Inventing another Gadget, Diego pulls with his printed 0
    Given Player1's hand is "Auto-Revolver"
    And Player1's next pull is "5H"
    When Player1 attaches "Auto-Revolver" to "Diego Linares (Weird West Edition)"
    Then "Auto-Revolver" is in Player1's discard pile
    And the log contains "Player1's Diego Linares (Weird West Edition) fails by 2 with 5H + 0 = 5 against difficulty 7"
    And "Diego Linares (Weird West Edition)" has 0 mad scientist skill
