@card:23011
Feature: Victor "Nines" de Boré
  Victor has a bonus to his Huckster skill equal to the number of Abominations at his
  location. This bonus cannot exceed +4.

  Victor prints Huckster 0. Bobo, Alan Campbell, Bogie Man, Brother Petrovic and E Gui
  are Abominations; Jake Smiley is not.

  Background:
    Given the board "main street"

  Scenario: Each Abomination at his location, anyone's, adds 1
    Given Player1 has these dudes:
      | dude                   | at            |
      | Victor "Nines" de Boré | Town Square   |
      | Bobo                   | Town Square   |
      | Jake Smiley            | Town Square   |
      | Alan Campbell          | General Store |
    And Player2 has these dudes:
      | dude      | at          |
      | Bogie Man | Town Square |
    Then "Victor "Nines" de Boré" has 2 huckster skill

  Scenario: No Abomination here, no bonus
    Given Player1 has these dudes:
      | dude                   | at            |
      | Victor "Nines" de Boré | Town Square   |
      | Bobo                   | General Store |
    Then "Victor "Nines" de Boré" has 0 huckster skill

  Scenario: Four Abominations give +4
    Given Player1 has these dudes:
      | dude                   | at          |
      | Victor "Nines" de Boré | Town Square |
      | Bobo                   | Town Square |
      | Alan Campbell          | Town Square |
      | Bogie Man              | Town Square |
      | Brother Petrovic       | Town Square |
    Then "Victor "Nines" de Boré" has 4 huckster skill

  Scenario: The bonus stops at +4
    Given Player1 has these dudes:
      | dude                   | at          |
      | Victor "Nines" de Boré | Town Square |
      | Bobo                   | Town Square |
      | Alan Campbell          | Town Square |
      | Bogie Man              | Town Square |
      | Brother Petrovic       | Town Square |
      | E Gui                  | Town Square |
    Then "Victor "Nines" de Boré" has 4 huckster skill
