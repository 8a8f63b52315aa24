Feature: A dude who cannot join the leader's posse (§5.2, §6.2)
  "That dude cannot make callouts or join the leader's posse" (Puttin' On Airs): when his
  player leads a job, the leader's posse forms without him, though he stands beside the
  leader; he calls out nobody.

  Background:
    Given the board "shootout"
    And Player1's hand is "Puttin' On Airs, Ambush (Weird West Edition)"
    And Player1 has 2 ghost rock
    And Player1 has these dudes:
      | dude           | at   |
      | Jon Longstride | home |
      | Olivia Jenks   | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  @rule:job.posse
  Scenario: The job's posse forms without him
    When Player1 plays "Puttin' On Airs"
    And Player1 selects "Olivia Jenks"
    And Player2 passes
    And Player1 plays "Ambush (Weird West Edition)"
    And Player1 selects "Jon Longstride"
    And Player1 selects "Steven Wiles"
    Then Player2 is asked to "Select a dude"
    And "Olivia Jenks" is at "Player1's home"
    And "Olivia Jenks" is unbooted
