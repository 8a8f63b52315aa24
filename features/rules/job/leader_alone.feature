Feature: A job led alone (§6.2)
  A job printed "No other dudes can join your posse" (Mason Adler) is led by its leader
  alone: his player's other dudes, at his location or adjacent to the mark, are not offered
  to join, nor can they join once the mark's side opposes.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Mason Adler   | home        |
      | Steele Archer | home        |
      | Olivia Jenks  | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  @rule:job.leader_alone
  Scenario: Dudes at the leader's location and at the mark stay out of the posse
    When Player1 uses "Mason Adler"
    And Player1 selects "Clyde Owens"
    Then the log contains "Player1 forms a posse of Mason Adler"
    And "Steele Archer" is unbooted
    And "Steele Archer" is at "Player1's home"
    And Player2 is asked to "Select a dude"

  @rule:job.leader_alone
  Scenario: Opposed, the leader fights alone
    When Player1 uses "Mason Adler"
    And Player1 selects "Clyde Owens"
    And Player2 adds "Clyde Owens" to the posse
    Then Player1 is asked to "Select a play"
    And the log contains "Player1 forms a posse of Mason Adler"
    And "Olivia Jenks" is unbooted
