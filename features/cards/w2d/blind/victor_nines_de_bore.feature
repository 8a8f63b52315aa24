@card:23011 @blind
Feature: Victor "Nines" de Boré (blind proof)
  Dude, Huckster 0. Victor has a bonus to his Huckster skill equal to the number of
  Abominations at his location. This bonus cannot exceed +4.

  Bobo and Alan Campbell (Weird West Edition) are Abominations; Olivia Jenks is not.

  Background:
    Given the board "shootout"

  Scenario: Alone he has his printed Huckster 0
    Given Player1 has these dudes:
      | dude                  | at          |
      | Victor "Nines" de Boré | Town Square |
    Then "Victor "Nines" de Boré" has 0 huckster skill

  Scenario: Each Abomination at his location, his or not, adds 1
    Given Player1 has these dudes:
      | dude                   | at          |
      | Victor "Nines" de Boré | Town Square |
      | Bobo                   | Town Square |
      | Olivia Jenks           | Town Square |
    And Player2 has these dudes:
      | dude                              | at          |
      | Alan Campbell (Weird West Edition) | Town Square |
    Then "Victor "Nines" de Boré" has 2 huckster skill

  Scenario: Abominations at another location do not count
    Given Player1 has these dudes:
      | dude                   | at             |
      | Victor "Nines" de Boré | Town Square    |
      | Bobo                   | Player1's home |
    Then "Victor "Nines" de Boré" has 0 huckster skill

  Scenario: The bonus stops at +4
    Given Player1 has these dudes:
      | dude                   | at          |
      | Victor "Nines" de Boré | Town Square |
      | Bobo                   | Town Square |
      | E Gui                  | Town Square |
    And Player2 has these dudes:
      | dude                               | at          |
      | Alan Campbell (Weird West Edition) | Town Square |
      | Bobo                               | Town Square |
      | E Gui                              | Town Square |
    Then "Victor "Nines" de Boré" has 4 huckster skill

  Scenario: Exactly four Abominations give +4
    Given Player1 has these dudes:
      | dude                   | at          |
      | Victor "Nines" de Boré | Town Square |
      | Bobo                   | Town Square |
      | E Gui                  | Town Square |
    And Player2 has these dudes:
      | dude                               | at          |
      | Alan Campbell (Weird West Edition) | Town Square |
      | Bobo                               | Town Square |
    Then "Victor "Nines" de Boré" has 4 huckster skill

  Scenario: Three Abominations give +3
    Given Player1 has these dudes:
      | dude                   | at          |
      | Victor "Nines" de Boré | Town Square |
      | Bobo                   | Town Square |
      | E Gui                  | Town Square |
    And Player2 has these dudes:
      | dude                               | at          |
      | Alan Campbell (Weird West Edition) | Town Square |
    Then "Victor "Nines" de Boré" has 3 huckster skill
