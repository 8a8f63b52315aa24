Feature: How a job ends
  Rules digest §6.5–6.6 and §13.11–12: an opposed job succeeds when the leader's posse
  wins the shootout, still standing at the mark when it ends; the leader himself need
  not survive (the printed rules; the online engine got this wrong). Then the job's
  success or failure text resolves while the leader's posse still stands at the mark, and
  only then does every dude left in that posse go home booted, on success or failure (the
  rulebook's sequence; the online engine sends the posse home first).

  A Coach Comes to Town: "Noon Job: Mark the town square. If successful, gain 4 ghost
  rock. If not, each player with a dude in the opposing posse gains 4 ghost rock."

  Background:
    Given the phase is High Noon
    And Player1's hand is "A Coach Comes to Town"
    And Player1 has 0 ghost rock
    And Player2 has 0 ghost rock

  @rule:job.home
  Scenario: After an unopposed job the job's text resolves, then the posse goes home booted
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | home        |
      | Clint Ramsey    | Town Square |
    When Player1 plays "A Coach Comes to Town"
    And Player1 selects "Pancho Castillo"
    And Player1 adds "Clint Ramsey" to the posse
    Then the job succeeds
    And "Pancho Castillo" is at "Player1's home"
    And "Clint Ramsey" is at "Player1's home"
    And "Pancho Castillo" is booted
    And "Clint Ramsey" is booted
    And Player1 has 4 ghost rock
    And the log contains in order:
      """
      Player2 has no dude to oppose the job
      Player1's job A Coach Comes to Town succeeds
      Player1 gains 4 ghost rock from A Coach Comes to Town
      Player1 sends Pancho Castillo, Clint Ramsey home booted
      """

  @rule:job.success
  Scenario: The leader's posse wins the shootout: the job succeeds and the survivors go home booted
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 plays "A Coach Comes to Town"
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 aces "Olivia Jenks"
    And Player1 stays
    Then the job succeeds
    And Player1 wins the shootout
    And "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted
    And Player1 has 4 ghost rock
    And Player2 has 0 ghost rock
    And the log contains in order:
      """
      Player1 wins the shootout at Town Square
      Player1's job A Coach Comes to Town succeeds
      Player1 gains 4 ghost rock from A Coach Comes to Town
      Player1 sends Pancho Castillo home booted
      """

  @rule:job.success
  Scenario: The leader is aced, but his posse wins: the job still succeeds
    Given Player1 has these dudes:
      | dude            | at   |
      | Jake Smiley     | home |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Shotgun     |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 plays "A Coach Comes to Town"
    And Player1 selects "Jake Smiley"
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 uses "Shotgun"
    And Player2 selects "Jake Smiley"
    And Player2 aces "Olivia Jenks"
    And Player1 stays
    Then the job succeeds
    And "Jake Smiley" is in Player1's Boot Hill
    And "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted
    And Player1 has 4 ghost rock
    And the log contains in order:
      """
      Player2 uses Shotgun to ace Jake Smiley
      Player1 wins the shootout at Town Square
      Player1's job A Coach Comes to Town succeeds
      Player1 sends Pancho Castillo home booted
      """

  @rule:job.fail
  Scenario: The leader's posse loses the shootout: the job fails and its failure text resolves
    Given Player1 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 plays "A Coach Comes to Town"
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 aces "Jake Smiley"
    And Player2 stays
    Then the job fails
    And Player2 wins the shootout
    And "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is unbooted
    And Player1 has 0 ghost rock
    And Player2 has 4 ghost rock
    And the log contains in order:
      """
      Player2 wins the shootout at Town Square
      Player1's job A Coach Comes to Town fails
      Player2 gains 4 ghost rock from A Coach Comes to Town
      """

  @rule:job.fail
  Scenario: A posse that runs from the job's shootout goes home booted and the job fails
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Steven Wiles    | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "2S 2C 5D 9H KD"
    When Player1 plays "A Coach Comes to Town"
    And Player1 selects "Pancho Castillo"
    And Player1 adds "Steven Wiles" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 picks "Pancho Castillo" as shooter
    And Player1 discards "Steven Wiles"
    And Player1 runs with "Pancho Castillo"
    And Player2 stays
    Then the job fails
    And "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted
    And Player2 has 4 ghost rock
    And the log contains in order:
      """
      Player2 wins the round by 1 rank
      Player1 discards Steven Wiles to cover 1 casualty (0 remaining)
      Player1 sends Pancho Castillo home booted (fleeing)
      Player1's job A Coach Comes to Town fails
      """

  @rule:job.home @ruling:job-text-resolves-before-the-posse-goes-home
  Scenario: The success text finds the leader's posse still at the mark
    Abram Grothe: "Noon Job, Boot: Mark a Holy Ground deed. If successful, discard all
    Abominations and wanted dudes at that deed." His wanted companion is at the deed when
    the text resolves; Abram, not wanted, goes home booted afterwards.
    Given Player1's street is "home, Bunkhouse"
    And Player2's street is "home, Gomorra Parish"
    And Player1 has these dudes:
      | dude            | at   | bounty |
      | Abram Grothe    | home |        |
      | Pancho Castillo | home | 1      |
    When Player1 uses "Abram Grothe"
    And Player1 selects "Gomorra Parish"
    And Player1 adds "Pancho Castillo" to the posse
    Then the job succeeds
    And "Pancho Castillo" is in Player1's discard pile
    And "Abram Grothe" is at "Player1's home"
    And "Abram Grothe" is booted
    And the log contains in order:
      """
      Player1's job Abram Grothe succeeds
      Player1 discards Pancho Castillo from Gomorra Parish
      Player1 sends Abram Grothe home booted
      """

  @rule:job.home
  Scenario: A success text that occurs after the dudes have returned home comes last
    Francisco Rosales: "If successful, attach a Sidekick or Horse from your discard pile to
    one of your dudes, reducing its cost by 2 (this occurs after dudes have returned home
    ...)". Mustang costs 3; it is attached once Francisco is home booted.
    Given Player1 has 5 ghost rock
    And Player1's discard pile is "Mustang"
    And Player1 has these dudes:
      | dude                                   | at   |
      | Francisco Rosales (Weird West Edition) | home |
    When Player1 uses "Francisco Rosales (Weird West Edition)"
    Then the job succeeds
    And "Mustang" is attached to "Francisco Rosales (Weird West Edition)"
    And the log contains in order:
      """
      Player1's job Francisco Rosales (Weird West Edition) succeeds
      Player1 sends Francisco Rosales (Weird West Edition) home booted
      Player1 attaches Mustang to Francisco Rosales (Weird West Edition) for 1 ghost rock
      """

  @rule:job.home
  Scenario: After a success, before the posse goes home, a react may keep a dude at the mark
    Quarter Horse: "React, Boot: After this dude's posse succeeds at a job that didn't mark
    your home, this dude stays at this location instead of going home booted." The react
    comes once the success text has resolved, while the posse still stands at the mark;
    the others go home booted as usual.
    Given Player1 has these dudes:
      | dude            | at          | attachments   |
      | Pancho Castillo | home        | Quarter Horse |
      | Clint Ramsey    | Town Square |               |
    And Player1's hand is "A Coach Comes to Town"
    When Player1 plays "A Coach Comes to Town"
    And Player1 selects "Clint Ramsey"
    And Player1 adds "Pancho Castillo" to the posse
    Then the job succeeds
    When Player1 reacts with "Quarter Horse"
    Then "Pancho Castillo" is at "Town Square"
    And "Clint Ramsey" is at "Player1's home"
    And the log contains in order:
      """
      Player1 gains 4 ghost rock from A Coach Comes to Town
      Player1's Pancho Castillo stays at Town Square
      Player1 sends Clint Ramsey home booted
      """
