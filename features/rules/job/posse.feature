Feature: The leader's posse
  Rules digest §6.2: the leader's posse is formed before the opposing one. Besides the
  leader, any of your unbooted dudes at or adjacent to the leader's location, or at or
  adjacent to the mark's location, may join. Joining boots a dude, unless he already
  stands at the mark's location; then the whole posse moves to the mark (without
  booting again). A job may set a condition on its posse — Kidnappin': "Your posse must
  have more total bullets than the marked dude." — and a posse that fails it is selected
  again, or the job is cancelled and its costs are refunded.

  The street: Player1's home - General Store - Pony Express, and Blake Ranch out of town.
  The town square is adjacent to every location on a street; on the street each
  location is adjacent to its neighbours; Blake Ranch is adjacent to nothing.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store, Pony Express"
    And Player1's out of town deeds are "Blake Ranch"
    And Player2's street is "home, Railroad Station"

  @rule:job.posse
  Scenario: Unbooted dudes at or adjacent to the leader or the mark may join; booted or distant ones may not
    Given Player1's hand is "A Coach Comes to Town"
    And Player1 has these dudes:
      | dude            | at            | booted |
      | Pancho Castillo | home          | no     |
      | Steven Wiles    | General Store | no     |
      | Clint Ramsey    | Town Square   | no     |
      | Jake Smiley     | home          | yes    |
      | Allie Hensman   | Blake Ranch   | no     |
    When Player1 plays "A Coach Comes to Town"
    And Player1 selects "Pancho Castillo"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "join Steven Wiles"
    And Player1 may choose "join Clint Ramsey"
    And Player1 may not choose "join Jake Smiley"
    And Player1 may not choose "join Allie Hensman"
    And the last log line is "Player1 starts the job A Coach Comes to Town led by Pancho Castillo, marking Town Square"

  @rule:job.posse
  Scenario: A dude adjacent to the mark but not to the leader may join
    # Pony Express is adjacent to the town square, not to Player1's home.
    Given Player1's hand is "Kidnappin'"
    And Player1 has these dudes:
      | dude            | at           |
      | Pancho Castillo | Pony Express |
      | Steven Wiles    | home         |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Kidnappin'"
    And Player1 selects "Steven Wiles"
    And Player1 selects "Olivia Jenks"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "join Pancho Castillo"
    And the last log line is "Player1 starts the job Kidnappin' led by Steven Wiles, marking Olivia Jenks"

  @rule:job.posse
  Scenario: Joiners boot, except those already at the mark; the whole posse moves to the mark
    Given Player1's hand is "A Coach Comes to Town"
    And Player1 has these dudes:
      | dude            | at            |
      | Pancho Castillo | home          |
      | Steven Wiles    | General Store |
      | Clint Ramsey    | Town Square   |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "A Coach Comes to Town"
    And Player1 selects "Pancho Castillo"
    And Player1 adds "Steven Wiles" to the posse
    And Player1 adds "Clint Ramsey" to the posse
    Then "Steven Wiles" is booted
    And "Clint Ramsey" is unbooted
    And "Pancho Castillo" is unbooted
    And "Steven Wiles" is at "Town Square"
    And "Pancho Castillo" is at "Town Square"
    And Player2 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 forms a posse of Pancho Castillo, Steven Wiles, Clint Ramsey
      Player1 moves Pancho Castillo to Town Square without booting
      Player1 boots Steven Wiles to move them to Town Square
      """

  @rule:job.posse
  Scenario: A posse that fails the job's condition is selected again
    Given Player1's hand is "Kidnappin'"
    And Player1 has these dudes:
      | dude          | at   |
      | Jake Smiley   | home |
      | Allie Hensman | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Kidnappin'"
    And Player1 selects "Jake Smiley"
    And Player1 selects "Olivia Jenks"
    And Player1 is done
    And Player1 chooses "select again"
    And Player1 adds "Allie Hensman" to the posse
    Then "Allie Hensman" is at "Town Square"
    And "Allie Hensman" is booted
    And Player2 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1's posse cannot take the job: the posse has 1 bullet and needs more than Olivia Jenks's 2
      Player1 forms a posse of Jake Smiley, Allie Hensman
      """

  @rule:job.cancel
  Scenario: A job cancelled for want of a posse refunds its costs
    Given Player1's hand is "Kidnappin'"
    And Player1 has 3 ghost rock
    And Player1 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Kidnappin'"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "cancel"
    Then "Kidnappin'" is in Player1's hand
    And "Jake Smiley" is unbooted
    And "Jake Smiley" is at "Player1's home"
    And "Jake Smiley" is not wanted
    And Player1 has 3 ghost rock
    And Player1 is asked to "Select an action"
    And the log contains in order:
      """
      Player1's posse cannot take the job: the posse has 1 bullet and needs more than Olivia Jenks's 2
      Player1 cancels the job Kidnappin'
      """

  @rule:job.posse @rule:ability.trait
  Scenario: A dude who leaves play while joining the job's posse is no longer in it
    # Ramiro Mendoza: "Whenever Ramiro joins a posse, pay 1 ghost rock. If you do not or
    # cannot pay, discard him." Player1 has no ghost rock, so he is discarded as he joins.
    Given Player1's hand is "Kidnappin'"
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude           | at   |
      | Jake Smiley    | home |
      | Ramiro Mendoza | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Kidnappin'"
    And Player1 selects "Jake Smiley"
    And Player1 selects "Olivia Jenks"
    And Player1 adds "Ramiro Mendoza" to the posse
    Then "Ramiro Mendoza" is in Player1's discard pile
    And Player1's posse is "Jake Smiley"
    And "Ramiro Mendoza" is not wanted
    And "Jake Smiley" has 1 bounty
    And Player2 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 forms a posse of Jake Smiley, Ramiro Mendoza
      Player1 cannot pay 1 ghost rock for Ramiro Mendoza and discards him
      Player1 raises the bounty on Jake Smiley by 1
      """

  @rule:job.posse @rule:shootout.shooter
  Scenario: A dude discarded while joining the job's posse is not offered as shooter
    Given Player1's hand is "Kidnappin'"
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude           | at   |
      | Jake Smiley    | home |
      | Ramiro Mendoza | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Kidnappin'"
    And Player1 selects "Jake Smiley"
    And Player1 selects "Olivia Jenks"
    And Player1 adds "Ramiro Mendoza" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    Then Player1 is asked to "Select a card"
    And the log contains "Player1 has only Jake Smiley to pick as shooter"

  @rule:job.posse @rule:job.fail
  Scenario: A leader who leaves play as he joins empties the posse: the job fails unopposed
    Given Player1's hand is "Kidnappin'"
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude           | at   |
      | Ramiro Mendoza | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Kidnappin'"
    And Player1 selects "Olivia Jenks"
    Then "Ramiro Mendoza" is in Player1's discard pile
    And the job fails
    And "Olivia Jenks" is in play
    And Player2 is asked to "Select an action"
    And the log does not contain "Player2 does not oppose the job"
    And the log contains in order:
      """
      Player1 cannot pay 1 ghost rock for Ramiro Mendoza and discards him
      Player1's posse is empty: nobody goes on the job
      Player1's job Kidnappin' fails
      """

  @rule:job.home @rule:shootout.join
  Scenario: A dude who joins the leader's posse in the job's shootout is one of the posse to the end
    The Stakes Just Rose: "Shootout: Move one of your dudes into your posse. That dude
    becomes a stud." Jake joins from Blake Ranch after the posses formed; the posse wins,
    and he goes home booted with it.
    Given Player1's hand is "A Coach Comes to Town, The Stakes Just Rose"
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | home        |
      | Jake Smiley     | Blake Ranch |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 plays "A Coach Comes to Town"
    And Player1 selects "Pancho Castillo"
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "The Stakes Just Rose"
    And Player1 selects "Jake Smiley"
    And Player1 picks "Pancho Castillo" as shooter
    And Player2 aces "Olivia Jenks"
    And Player1 stays
    Then the job succeeds
    And Player1 has 4 ghost rock
    And "Jake Smiley" is at "Player1's home"
    And "Jake Smiley" is booted
    And "Pancho Castillo" is at "Player1's home"
    And the log contains in order:
      """
      Player1 moves Jake Smiley to Town Square without booting
      Player1's job A Coach Comes to Town succeeds
      Player1 sends Pancho Castillo, Jake Smiley home booted
      """

  @rule:job.posse @ruling:buffalo-rifle-only-where-adjacent
  Scenario: Joining without moving is offered next to the mark, not next to the leader
    Buffalo Rifle lets a dude "adjacent to the location of a shootout or a job's mark"
    join without moving. Jake Smiley leads from Blake Ranch, out of town, against the
    Railroad Station: Pancho beside him joins the usual way; Steven Wiles at the town
    square, adjacent to the mark, may also stay where he is.
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments   |
      | Jake Smiley     | Blake Ranch |               |
      | Pancho Castillo | Blake Ranch | Buffalo Rifle |
      | Steven Wiles    | Town Square | Buffalo Rifle |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    And Player1's hand is "Ambush"
    When Player1 plays "Ambush"
    And Player1 selects "Jake Smiley"
    And Player1 selects "Olivia Jenks"
    Then the options are:
      """
      done
      join Pancho Castillo
      join Steven Wiles
      join Steven Wiles the usual way
      """
    When Player1 adds "Steven Wiles" to the posse
    And Player1 adds "Pancho Castillo" to the posse
    Then "Pancho Castillo" is at "Railroad Station"
    And "Pancho Castillo" is booted
    And "Steven Wiles" is at "Town Square"
    And "Steven Wiles" is unbooted
    And Player2 is asked to "Select a dude"

  @rule:job.posse @ruling:bulletproof-vest-job-posse-at-an-adjacent-location
  Scenario: A dude who may not boot to join is not offered beside the mark, unless joining does not boot him
    # Pony Express is adjacent to the town square (the mark), not to Player1's home (the
    # leader's location). "may not boot to join a posse" is Bulletproof Vest's restriction.
    Given Player1's hand is "Kidnappin'"
    And Player1 has these dudes:
      | dude            | at           |
      | Steven Wiles    | home         |
      | Pancho Castillo | Pony Express |
      | Clint Ramsey    | Pony Express |
      | Jake Smiley     | Town Square  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And "Pancho Castillo" gets "may not boot to join a posse" from "Pancho Castillo" until end of day
    And "Clint Ramsey" gets "may not boot to join a posse" from "Clint Ramsey" until end of day
    And "Clint Ramsey" gets "joins without booting" from "Clint Ramsey" until end of day
    And "Jake Smiley" gets "may not boot to join a posse" from "Jake Smiley" until end of day
    When Player1 plays "Kidnappin'"
    And Player1 selects "Steven Wiles"
    And Player1 selects "Olivia Jenks"
    Then Player1 is asked to "Select a dude"
    And Player1 may not choose "join Pancho Castillo"
    And Player1 may choose "join Clint Ramsey"
    And Player1 may choose "join Jake Smiley"
