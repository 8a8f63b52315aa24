Feature: Starting a job: the leader and the mark
  Rules digest §6.1: a Noon Job ability starts a job. Its leader is one of your unbooted
  dudes; when the job is printed on a dude, that dude leads it. "Boot" in the job's
  cost boots the leader. The job's first sentence names the mark: a dude, a deed or the
  town square, and the job goes to the mark's location.

  Kidnappin' (action): "Noon Job, Boot: Mark a dude." A Coach Comes to Town (action):
  "Noon Job: Mark the town square." Judge Harry Somerset (dude): "Noon Job, Boot: Harry
  leads a job that marks a wanted dude."

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"

  @rule:job.leader
  Scenario: An action card's job is led by one of your unbooted dudes, chosen when it is played
    Given Player1's hand is "Kidnappin'"
    And Player1 has these dudes:
      | dude            | at            | booted |
      | Pancho Castillo | home          | no     |
      | Steven Wiles    | General Store | no     |
      | Clint Ramsey    | home          | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Kidnappin'"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may choose "Steven Wiles"
    And Player1 may not choose "Clint Ramsey"
    And "Kidnappin'" is in Player1's hand
    And the log does not contain "Player1 starts the job Kidnappin' led by Pancho Castillo, marking Olivia Jenks"

  @rule:job.leader
  Scenario: "Boot" in the job's cost boots the leader when the job starts
    Given Player1's hand is "Kidnappin'"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Steven Wiles    | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Kidnappin'"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    Then "Pancho Castillo" is booted
    And "Steven Wiles" is unbooted
    And Player1 is asked to "Select a dude"
    And Player1 may choose "join Steven Wiles"
    And the last log line is "Player1 starts the job Kidnappin' led by Pancho Castillo, marking Olivia Jenks"

  @rule:job.leader
  Scenario: A job without "Boot" in its cost leaves the leader unbooted
    Given Player1's hand is "A Coach Comes to Town"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "A Coach Comes to Town"
    Then "Pancho Castillo" is unbooted
    And "Pancho Castillo" is at "Town Square"
    And Player2 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 starts the job A Coach Comes to Town led by Pancho Castillo, marking Town Square
      Player1 forms a posse of Pancho Castillo
      Player1 moves Pancho Castillo to Town Square without booting
      """

  @rule:job.leader
  Scenario: A job printed on a dude is led by that dude, and is refused while he is booted
    Given Player1 has these dudes:
      | dude                 | at   | booted |
      | Judge Harry Somerset | home | yes    |
      | Pancho Castillo      | home | no     |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 tries to use "Judge Harry Somerset"
    Then the play is refused because "Judge Harry Somerset is booted and cannot lead the job"
    And the play is refused by rule "job.leader"
    And "Pancho Castillo" is unbooted
    And the log does not contain "Player1 starts the job Judge Harry Somerset led by Pancho Castillo, marking Olivia Jenks"

  @rule:job.leader
  Scenario: A job needs an unbooted dude to lead it
    Given Player1's hand is "Kidnappin'"
    And Player1 has these dudes:
      | dude            | at   | booted |
      | Pancho Castillo | home | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to play "Kidnappin'"
    Then the play is refused because "Player1 has no unbooted dude to lead Kidnappin'"
    And the play is refused by rule "job.leader"
    And "Kidnappin'" is in Player1's hand
    And the log does not contain "Player1 starts the job Kidnappin' led by Pancho Castillo, marking Olivia Jenks"

  @rule:job.mark
  Scenario: A job whose mark does not exist cannot start
    Given Player1 has these dudes:
      | dude                 | at   |
      | Judge Harry Somerset | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to use "Judge Harry Somerset"
    Then the play is refused because "Judge Harry Somerset has no legal mark"
    And the play is refused by rule "job.mark"
    And "Judge Harry Somerset" is unbooted
    And the log does not contain "Player1's Judge Harry Somerset leads a job marking Olivia Jenks"

  @rule:job.mark
  Scenario: A job marking a dude goes to the mark's location
    Given Player1's hand is "Kidnappin'"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2's street is "home, Railroad Station"
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    When Player1 plays "Kidnappin'"
    And Player1 selects "Olivia Jenks"
    Then "Pancho Castillo" is at "Railroad Station"
    And Player2 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 starts the job Kidnappin' led by Pancho Castillo, marking Olivia Jenks
      Player1 forms a posse of Pancho Castillo
      Player1 moves Pancho Castillo to Railroad Station without booting
      """

  @rule:job.mark
  Scenario: The mark is chosen among the legal marks; the leader never marks himself
    Given Player1's hand is "Kidnappin'"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Steven Wiles    | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Kidnappin'"
    And Player1 selects "Pancho Castillo"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
    And Player1 may choose "Steven Wiles"
    And Player1 may not choose "Pancho Castillo"
    And the log does not contain "Player1 starts the job Kidnappin' led by Pancho Castillo, marking Olivia Jenks"

  @rule:job.mark
  Scenario: A job may mark one of your own dudes; he does not ride with the posse, and the opponent may oppose
    Given Player1's hand is "Kidnappin'"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | home        |
      | Steven Wiles    | Town Square |
      | Clint Ramsey    | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Kidnappin'"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Steven Wiles"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "join Clint Ramsey"
    And Player1 may not choose "join Steven Wiles"
    When Player1 adds "Clint Ramsey" to the posse
    Then Player2 is asked to "Select a dude"
    And Player2 may choose "join Olivia Jenks"
    And the log contains "Player1 starts the job Kidnappin' led by Pancho Castillo, marking Steven Wiles"
