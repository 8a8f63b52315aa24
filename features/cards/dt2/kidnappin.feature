@card:24235
Feature: Kidnappin' (Weird West Edition)
  Noon Job, Boot: Mark an opposing dude. Your posse must have more total bullets than
  the marked dude. Give 1 bounty to each dude that joins your posse during the job. If
  successful, discard the mark.

  The Weird West Edition marks only an opposing dude (the Base Set card marks any dude,
  your own included), and gives 1 bounty to each dude that joins the posse during the
  job: the leader and every dude joining as the posse forms, and also a dude who joins
  it later, in the job's shootout (The Stakes Just Rose: "One of your dudes joins your
  posse and becomes a stud"). The Base Set card raises the bounty of the posse once, as
  formed. It has its own script; these scenarios mirror the Base Set ones.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Kidnappin' (Weird West Edition)"
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:job.unopposed
  Scenario: An unopposed kidnapping discards the mark and leaves the kidnappers wanted
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 plays "Kidnappin' (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 is done
    Then the job succeeds
    And "Olivia Jenks" is in Player2's discard pile
    And "Pancho Castillo" has 1 bounty
    And "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted
    And "Kidnappin' (Weird West Edition)" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 starts the job Kidnappin' (Weird West Edition) led by Pancho Castillo, marking Olivia Jenks
      Player1 forms a posse of Pancho Castillo
      Player1 gives Pancho Castillo 1 bounty
      Player2 does not oppose the job
      Player1's job Kidnappin' (Weird West Edition) succeeds
      Player1 discards Olivia Jenks
      Player1 sends Pancho Castillo home booted
      """

  @rule:job.posse
  Scenario: A posse with only as many bullets as the mark cannot take the job
    Given Player1 has these dudes:
      | dude          | at   |
      | Allie Hensman | home |
    When Player1 plays "Kidnappin' (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then Player1 is asked to "Select an option"
    And Player1 may choose "select again"
    And Player1 may choose "cancel"
    And "Allie Hensman" is at "Player1's home"
    And "Allie Hensman" is not wanted
    And the last log line is "Player1's posse cannot take the job: the posse has 2 bullets and needs more than Olivia Jenks's 2"

  @rule:job.posse
  Scenario: A posse of one 1-bullet dude is refused, its bullet counted in the singular
    Given Player1 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |
    When Player1 plays "Kidnappin' (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then Player1 is asked to "Select an option"
    And "Jake Smiley" is not wanted
    And the last log line is "Player1's posse cannot take the job: the posse has 1 bullet and needs more than Olivia Jenks's 2"

  @rule:job.posse
  Scenario: Every dude of the posse counts towards its bullets, and every one gets the bounty
    Given Player1 has these dudes:
      | dude          | at   |
      | Jake Smiley   | home |
      | Allie Hensman | home |
    When Player1 plays "Kidnappin' (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    And Player1 selects "Olivia Jenks"
    And Player1 adds "Allie Hensman" to the posse
    Then "Jake Smiley" has 1 bounty
    And "Allie Hensman" has 1 bounty
    And Player2 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 forms a posse of Jake Smiley, Allie Hensman
      Player1 gives Jake Smiley 1 bounty
      Player1 gives Allie Hensman 1 bounty
      """
    And the log does not contain "Player1's posse cannot take the job: the posse has 3 bullets and needs more than Olivia Jenks's 2"

  @rule:job.cancel
  Scenario: Cancelling the kidnapping puts the card back in hand with no bounty raised
    Given Player1 has these dudes:
      | dude          | at   |
      | Allie Hensman | home |
    When Player1 plays "Kidnappin' (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "cancel"
    Then "Kidnappin' (Weird West Edition)" is in Player1's hand
    And "Allie Hensman" is unbooted
    And "Allie Hensman" is not wanted
    And "Olivia Jenks" is in play
    And the last log line is "Player1 cancels the job Kidnappin' (Weird West Edition)"

  @rule:job.fail
  Scenario: A failed kidnapping leaves the mark in play, and the bounties stay raised
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 plays "Kidnappin' (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 aces "Pancho Castillo"
    And Player2 stays
    Then the job fails
    And "Olivia Jenks" is in play
    And "Pancho Castillo" is in Player1's Boot Hill
    And "Kidnappin' (Weird West Edition)" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 gives Pancho Castillo 1 bounty
      Player2 collects 1 ghost rock bounty on Pancho Castillo
      Player1's job Kidnappin' (Weird West Edition) fails
      """
    And the log does not contain "Player1 discards Olivia Jenks"

  @rule:job.success
  Scenario: Kidnapping a wanted dude collects the bounty on him
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 2      |
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player1 has 0 ghost rock
    When Player1 plays "Kidnappin' (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 is done
    Then the job succeeds
    And "Olivia Jenks" is in Player2's discard pile
    And Player1 has 2 ghost rock
    And the log contains in order:
      """
      Player1's job Kidnappin' (Weird West Edition) succeeds
      Player1 collects 2 ghost rock bounty on Olivia Jenks
      Player1 discards Olivia Jenks
      """

  @rule:ability.target
  Scenario: Only an opposing dude can be marked
    Given Player1 has these dudes:
      | dude          | at   |
      | Jake Smiley   | home |
      | Allie Hensman | home |
    When Player1 plays "Kidnappin' (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Allie Hensman"
    And Player1 may not choose "Jake Smiley"

  @rule:shootout.join @ruling:kidnappin-bounty-for-each-dude-that-joins-during-the-job
  Scenario: A dude who joins the posse in the job's shootout gets 1 bounty too
    Given Player1's hand is "Kidnappin' (Weird West Edition), The Stakes Just Rose"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Jake Smiley     | home |
    When Player1 plays "Kidnappin' (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 is done
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "The Stakes Just Rose"
    And Player1 selects "Jake Smiley"
    Then Player1's posse is "Pancho Castillo, Jake Smiley"
    And "Jake Smiley" has 1 bounty
    And "Pancho Castillo" has 1 bounty
    And the log contains in order:
      """
      Player1 gives Pancho Castillo 1 bounty
      Player1 plays The Stakes Just Rose to move Jake Smiley into their posse
      Player1 gives Jake Smiley 1 bounty
      """
    And Player1 is asked to "Select a dude"

  @ruling:kidnappin-bounty-for-each-dude-that-joins-during-the-job
  Scenario: A dude who joins the opposing posse gets no bounty
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Tommy Harden | Town Square |
    When Player1 plays "Kidnappin' (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 adds "Tommy Harden" to the posse
    And Player2 is done
    Then "Tommy Harden" is not wanted
    And "Pancho Castillo" has 1 bounty
    And Player1 is asked to "Select a casualty"
