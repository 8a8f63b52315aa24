@card:24171
Feature: Personal Ornithopter (Weird West Edition)
  Shootout Repeat, Pay 1 Ghost Rock: This dude joins your posse (moving if necessary).
  Shootout, Boot: Send this dude home booted.

  Background:
    Given the board "shootout"
    And Player1 has 2 ghost rock
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: For 1 ghost rock the dude flies into the posse, booted or not, without booting
    Given Player1 has these dudes:
      | dude           | at          | booted | attachments                               |
      | Jon Longstride | Town Square | no     |                                           |
      | Allie Hensman  | home        | yes    | Personal Ornithopter (Weird West Edition) |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    When Player1 uses "Personal Ornithopter (Weird West Edition)"
    Then Player1's posse is "Jon Longstride, Allie Hensman"
    And "Allie Hensman" is at "Town Square"
    And "Allie Hensman" is booted
    And Player1 has 1 ghost rock
    And "Personal Ornithopter (Weird West Edition)" is unbooted
    And Player1 is asked to "Select a play"
    And Player1 may not choose "use Personal Ornithopter (Weird West Edition)"

  Scenario: The dude flies in, home booted, then in again: the join is Repeat
    Given Player1 has these dudes:
      | dude           | at          | attachments                               |
      | Jon Longstride | Town Square |                                           |
      | Allie Hensman  | home        | Personal Ornithopter (Weird West Edition) |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    When Player1 uses "Personal Ornithopter (Weird West Edition)"
    And Player1 uses "Personal Ornithopter (Weird West Edition) (2nd ability)"
    Then "Allie Hensman" is at "Player1's home"
    And "Allie Hensman" is booted
    And Player1's posse is "Jon Longstride"
    And "Personal Ornithopter (Weird West Edition)" is booted
    And the log contains "Player1 sends Allie Hensman home booted"
    When Player1 uses "Personal Ornithopter (Weird West Edition)"
    Then Player1's posse is "Jon Longstride, Allie Hensman"
    And Player1 has 0 ghost rock
    And Player1 is asked to "Select a dude"

  Scenario: Without ghost rock the dude cannot fly in
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude           | at          | attachments                                                            |
      | Jon Longstride | Town Square | Winchester Model 1873 (Weird West Edition)                             |
      | Allie Hensman  | home        | Personal Ornithopter (Weird West Edition)                              |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    When Player1 tries to use "Personal Ornithopter (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
    And Player1's posse is "Jon Longstride"
    And Player1 is asked to "Select a play"
