Feature: Opposing a job
  Rules digest §6.3–6.4: the mark's controller may oppose the job (for the town square,
  any other player) with dudes at or adjacent to the mark's location. Dudes at the mark
  join as they are, booted or not; adjacent dudes must be unbooted and boot to join.
  The mark need not join. An unopposed job succeeds at once: there is no shootout and
  so no Breakin' & Enterin' bounty. An opposed job is a shootout at the mark's location.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player2's street is "home, Railroad Station"
    And Player1's hand is "A Coach Comes to Town"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |

  @rule:shootout.posse
  Scenario: The opponent may oppose with dudes at the mark, booted or not, and unbooted adjacent dudes
    Given Player2 has these dudes:
      | dude          | at               | booted |
      | Olivia Jenks  | Town Square      | yes    |
      | Steele Archer | Railroad Station | no     |
      | Tommy Harden  | home             | yes    |
    When Player1 plays "A Coach Comes to Town"
    Then Player2 is asked to "Select a dude"
    And Player2 may choose "join Olivia Jenks"
    And Player2 may choose "join Steele Archer"
    And Player2 may not choose "join Tommy Harden"
    And Player2 may choose "done"
    And the last log line is "Player1 moves Pancho Castillo to Town Square without booting"

  @rule:shootout.posse
  Scenario: Opposing dudes from adjacent locations boot and move to the mark; those at the mark do not boot
    Given Player2 has these dudes:
      | dude          | at               |
      | Olivia Jenks  | Town Square      |
      | Steele Archer | Railroad Station |
    When Player1 plays "A Coach Comes to Town"
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 adds "Steele Archer" to the posse
    Then "Olivia Jenks" is unbooted
    And "Steele Archer" is booted
    And "Steele Archer" is at "Town Square"
    And Player2 is asked to "Select a dude"
    And the log contains in order:
      """
      Player2 forms a posse of Olivia Jenks, Steele Archer
      Player2 boots Steele Archer to move them to Town Square
      Player1 and Player2 shoot it out at Town Square
      """

  @rule:job.unopposed
  Scenario: A job the opponent declines to oppose succeeds without a shootout
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "A Coach Comes to Town"
    And Player2 is done
    Then the job succeeds
    And "Olivia Jenks" is unbooted
    And Player1 has 4 ghost rock
    And the log contains in order:
      """
      Player2 does not oppose the job
      Player1's job A Coach Comes to Town succeeds
      """
    And the log does not contain "Player1 and Player2 shoot it out at Town Square"

  @rule:job.unopposed
  Scenario: An opponent with no dude near the mark cannot oppose, and is not asked
    Given Player2 has these dudes:
      | dude         | at   | booted |
      | Olivia Jenks | home | yes    |
    When Player1 plays "A Coach Comes to Town"
    Then the job succeeds
    And Player2 is asked to "Select an action"
    And the log contains in order:
      """
      Player2 has no dude to oppose the job
      Player1's job A Coach Comes to Town succeeds
      """

  @rule:job.unopposed
  Scenario: An unopposed job at the opponent's home earns no Breakin' & Enterin' bounty
    Given Player1's hand is "Kidnappin'"
    And Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 plays "Kidnappin'"
    And Player1 selects "Olivia Jenks"
    And Player2 is done
    Then the job succeeds
    And "Pancho Castillo" has 1 bounty
    And the log does not contain "Player1's Pancho Castillo gains 1 bounty for breakin' and enterin' Player2's home"
    And the log contains "Player2 does not oppose the job"

  @rule:shootout.breakin_and_enterin
  Scenario: An opposed job at the opponent's home is a shootout there, with Breakin' & Enterin'
    Given Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    And Player1's hand is "Kidnappin'"
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 plays "Kidnappin'"
    And Player1 selects "Olivia Jenks"
    And Player2 adds "Olivia Jenks" to the posse
    Then "Pancho Castillo" has 2 bounty
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player2 forms a posse of Olivia Jenks
      Player1 and Player2 shoot it out at Player2's home
      Player1's Pancho Castillo gains 1 bounty for breakin' and enterin' Player2's home
      """

  @rule:job.opposing @rule:ability.trait
  Scenario: An opposing dude who leaves play while the opposing posse moves in is no longer in it
    # Ramiro Mendoza: "Whenever Ramiro joins a posse, pay 1 ghost rock. If you do not or
    # cannot pay, discard him." His trait resolves when Steele Archer boots to join.
    Given Player2 has 0 ghost rock
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    And Player2 has these dudes:
      | dude           | at               |
      | Ramiro Mendoza | Town Square      |
      | Steele Archer  | Railroad Station |
    When Player1 plays "A Coach Comes to Town"
    And Player2 adds "Ramiro Mendoza" to the posse
    And Player2 adds "Steele Archer" to the posse
    Then "Ramiro Mendoza" is in Player2's discard pile
    And Player2's posse is "Steele Archer"
    And Player1 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player2 forms a posse of Ramiro Mendoza, Steele Archer
      Player2 cannot pay 1 ghost rock for Ramiro Mendoza and discards him
      Player2 boots Steele Archer to move them to Town Square
      Player1 and Player2 shoot it out at Town Square
      """
