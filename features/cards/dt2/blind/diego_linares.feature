@card:24030 @blind
Feature: Diego Linares (blind proof)
  While inventing a Horse or Sidekick, Diego gets +4 Mad Scientist.

  Diego is a Mad Scientist 0. Mechanical Horse (Weird West Edition) is a Horse Gadget of
  difficulty 5; Auto-Revolver is a Weapon Gadget of difficulty 7 (rules digest §7.3: pull
  + Mad Scientist rating must reach the difficulty).

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1 has these dudes:
      | dude                               | at   |
      | Diego Linares (Weird West Edition) | home |

  Scenario: Inventing a Horse, a pull of 2 plus 4 reaches difficulty 5
    Given Player1's hand is "Mechanical Horse (Weird West Edition)"
    And Player1's next pull is "2H"
    When Player1 attaches "Mechanical Horse (Weird West Edition)" to "Diego Linares (Weird West Edition)"
    Then "Mechanical Horse (Weird West Edition)" is attached to "Diego Linares (Weird West Edition)"
    And "Diego Linares (Weird West Edition)" is booted

  Scenario: A Horse for every pull: even an ace plus 4 reaches difficulty 5
    Given Player1's hand is "Mechanical Horse (Weird West Edition)"
    When Player1 attaches "Mechanical Horse (Weird West Edition)" to "Diego Linares (Weird West Edition)"
    Then for every value of Player1's next pull:
      | pull | then                                                                                           |
      | A-K  | "Mechanical Horse (Weird West Edition)" is attached to "Diego Linares (Weird West Edition)" |

  Scenario: A Weapon gadget gets no bonus: a pull of 6 misses difficulty 7
    Given Player1's hand is "Auto-Revolver"
    When Player1 attaches "Auto-Revolver" to "Diego Linares (Weird West Edition)"
    Then for every value of Player1's next pull:
      | pull | then                                                           |
      | A-6  | "Auto-Revolver" is in Player1's discard pile                   |
      | 7-K  | "Auto-Revolver" is attached to "Diego Linares (Weird West Edition)" |

  Scenario: Outside inventing, Diego is a Mad Scientist 0
    Then "Diego Linares (Weird West Edition)" has 0 mad scientist skill

  Scenario: Inventing a Sidekick gets the bonus too: a pull of 5 plus 4 reaches difficulty 9
    Given Player1's hand is "Mutant Cattle"
    When Player1 attaches "Mutant Cattle" to "Diego Linares (Weird West Edition)"
    Then for every value of Player1's next pull:
      | pull | then                                                                |
      | A-4  | "Mutant Cattle" is in Player1's discard pile                        |
      | 5-K  | "Mutant Cattle" is attached to "Diego Linares (Weird West Edition)" |
