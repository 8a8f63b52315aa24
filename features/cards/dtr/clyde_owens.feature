@card:01022
Feature: Clyde Owens
  Dude, 3 bullets stud, influence 2. Noon: Clyde calls out a dude at his location. A wanted
  dude cannot refuse the call out.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  Scenario: Clyde calls out a wanted dude, who cannot refuse
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 uses "Clyde Owens"
    And Player1 selects "Olivia Jenks"
    And Player2 tries to refuse
    Then the play is refused by rule "callout.must_accept"
    And the play is refused because "Olivia Jenks cannot refuse this call out"
    And Player2 may choose "accept"
    And Player2 is asked to "Select an option"
    And "Clyde Owens" is unbooted
    And the log contains in order:
      """
      Player1 uses Clyde Owens to call out Olivia Jenks
      Player1's Clyde Owens calls out Olivia Jenks
      """

  Scenario: The wanted dude accepts and faces Clyde
    Given Player1 has these dudes:
      | dude          | at          |
      | Clyde Owens   | Town Square |
      | Allie Hensman | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 uses "Clyde Owens"
    And Player1 selects "Olivia Jenks"
    And Player2 accepts
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "join Allie Hensman"
    And the log contains "Player2 accepts: Olivia Jenks faces Clyde Owens"

  Scenario: A dude who is not wanted may refuse Clyde's call out
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 uses "Clyde Owens"
    And Player1 selects "Olivia Jenks"
    And Player2 refuses
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And the log contains in order:
      """
      Player1 uses Clyde Owens to call out Olivia Jenks
      Player2 refuses: Olivia Jenks runs home booted
      """

  Scenario: Only an opposing dude at Clyde's location can be called out
    Given Player1 has these dudes:
      | dude          | at          |
      | Clyde Owens   | Town Square |
      | Allie Hensman | Town Square |
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Olivia Jenks  | Town Square | 1      |
      | Steele Archer | home        | 1      |
    When Player1 uses "Clyde Owens"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Steele Archer"
    And Player1 may not choose "Allie Hensman"
    And Player1 is asked to "Select a dude"

  Scenario: A dude at his own home cannot be called out, so Clyde there has no play
    Given Player1 has these dudes:
      | dude        | at             |
      | Clyde Owens | Player2's home |
    And Player2 has these dudes:
      | dude         | at   | bounty |
      | Olivia Jenks | home | 1      |
    When Player1 tries to use "Clyde Owens"
    Then the play is refused by rule "ability.target"
    And the log does not contain "Player1 uses Clyde Owens to call out Olivia Jenks"

  Scenario: Clyde's call out is his ability, not the High Noon action: he may be booted
    Given Player1 has these dudes:
      | dude        | at          | booted |
      | Clyde Owens | Town Square | yes    |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 uses "Clyde Owens"
    And Player1 selects "Olivia Jenks"
    Then Player2 is asked to "Select an option"
    And Player2 may not choose "refuse"
    And the log contains "Player1's Clyde Owens calls out Olivia Jenks"

  Scenario: The ability is used once per day
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    And Player1 has used "Clyde Owens" today
    When Player1 tries to use "Clyde Owens"
    Then the play is refused by rule "noon.once_per_day"

  Scenario: Only his ability binds the wanted dude: his plain call out may be refused
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 calls out "Olivia Jenks" with "Clyde Owens"
    And Player2 refuses
    Then "Olivia Jenks" is at "Player2's home"
    And the log contains "Player2 refuses: Olivia Jenks runs home booted"
