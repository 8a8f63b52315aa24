@card:22012
Feature: Vivene Goldsun
  If Vivene has a Mystical goods, she is a stud.  Shootout, Boot: Discard one of Vivene's
  Mystical goods to choose an opposing dude with grit lower than that goods' value. Send that
  dude home booted.

  Vivene prints a draw. Soul Cage is a Mystical goods of value 12, Hawley's Rose one of value 2.
  Allie Hensman's grit is 3 (value 1, 2 bullets, 0 influence), Pancho Castillo's 10.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude            | at          |
      | Allie Hensman   | Town Square |
      | Pancho Castillo | Town Square |

  Scenario: With a Mystical goods Vivene is a stud
    Given Player1 has these dudes:
      | dude           | at          | attachments                     |
      | Vivene Goldsun | Town Square | Shotgun, Soul Cage (Weird West Edition) |
    Then "Vivene Goldsun" is a stud

  Scenario: Discarding a value 12 goods sends a lower-grit opposing dude home booted
    Given Player1 has these dudes:
      | dude           | at          | attachments                    |
      | Vivene Goldsun | Town Square | Soul Cage (Weird West Edition) |
    And a shootout at "Town Square" led by "Vivene Goldsun" against "Allie Hensman"
    And Player2's posse is "Allie Hensman, Pancho Castillo"
    When Player1 uses "Vivene Goldsun"
    And Player1 selects "Soul Cage (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    When Player1 selects "Allie Hensman"
    Then "Allie Hensman" is at "Player2's home"
    And "Allie Hensman" is booted
    And Player2's posse is "Pancho Castillo"
    And "Vivene Goldsun" is booted
    And "Soul Cage (Weird West Edition)" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 uses Vivene Goldsun
      Player1 sends Allie Hensman home booted
      """
    And Player1 is asked to "Select a card"

  Scenario: Discarding a value 2 goods: no opposing dude has lower grit
    Given Player1 has these dudes:
      | dude           | at          | attachments                        |
      | Vivene Goldsun | Town Square | Hawley's Rose (Weird West Edition) |
    And a shootout at "Town Square" led by "Vivene Goldsun" against "Allie Hensman"
    When Player1 uses "Vivene Goldsun"
    And Player1 selects "Hawley's Rose (Weird West Edition)"
    Then "Allie Hensman" is at "Town Square"
    And Player2's posse is "Allie Hensman"
    And "Hawley's Rose (Weird West Edition)" is in Player1's discard pile
    And Player1 is asked to "Select a card"

  Scenario: Grit equal to the goods' value is not lower
    Jael's Guile is a Mystical goods of value 10, Pancho Castillo's grit.
    Given Player1 has these dudes:
      | dude           | at          | attachments                       |
      | Vivene Goldsun | Town Square | Jael's Guile (Weird West Edition) |
    And a shootout at "Town Square" led by "Vivene Goldsun" against "Pancho Castillo"
    And Player2's posse is "Allie Hensman, Pancho Castillo"
    When Player1 uses "Vivene Goldsun"
    And Player1 selects "Jael's Guile (Weird West Edition)"
    Then Player1 may not choose "Pancho Castillo"
    And Player1 may choose "Allie Hensman"
    And Player1 is asked to "Select a dude"

  Scenario: Without a Mystical goods she is a draw and the ability cannot be paid
    Given Player1 has these dudes:
      | dude           | at          | attachments |
      | Vivene Goldsun | Town Square | Shotgun     |
    And a shootout at "Town Square" led by "Vivene Goldsun" against "Allie Hensman"
    And Player1's hand is "Pistol Whip"
    Then "Vivene Goldsun" is a draw
    When Player1 tries to use "Vivene Goldsun"
    Then the play is refused by rule "ability.cost"
    And Player1 is asked to "Select a play"
