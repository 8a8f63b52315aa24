@card:01097
Feature: Buffalo Rifle
  If this dude is adjacent to the location of a shootout or a job's mark, they can join a
  posse, without moving or booting, even if booted.

  The permission holds only where its condition does: the rifleman is adjacent to the
  location of the shootout, or of the job's mark. It is one more way to join, the player's
  choice ("can"): adding him to the posse joins him without moving, and an unbooted
  rifleman who may also join the usual way (boot and move in, §5.2) is offered that too. Anywhere else, say at a job leader's location that is not
  adjacent to the mark, he joins like anyone. A card that moves a dude into a posse
  brings him to the fight, rifle or not.

  Board "shootout": Player1's home is adjacent to the town square and the General Store;
  Blake Ranch is out of town, adjacent to nothing; Player2's Railroad Station is adjacent
  to the town square and Player2's home.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | booted | attachments   |
      | Jake Smiley     | Town Square | no     |               |
      | Pancho Castillo | home        | yes    | Buffalo Rifle |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:shootout.posse
  Scenario: A booted rifleman next door joins the posse without moving or booting
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    Then the options are:
      """
      done
      join Pancho Castillo
      """
    When Player1 adds "Pancho Castillo" to the posse
    Then "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 forms a posse of Jake Smiley, Pancho Castillo
      Player1's Pancho Castillo joins the posse from Player1's home without moving
      """

  @rule:shootout.posse @ruling:buffalo-rifle-can-is-a-choice
  Scenario: An unbooted rifleman next door may join without moving, or the usual way
    Given Player1 has these dudes:
      | dude            | at          | booted | attachments   |
      | Jake Smiley     | Town Square | no     |               |
      | Pancho Castillo | home        | no     | Buffalo Rifle |
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    Then the options are:
      """
      done
      join Pancho Castillo
      join Pancho Castillo the usual way
      """
    When Player1 adds "Pancho Castillo" to the posse
    Then "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is unbooted
    And Player1's posse is "Jake Smiley, Pancho Castillo"
    And Player1 is asked to "Select a dude"

  @rule:shootout.posse @ruling:buffalo-rifle-can-is-a-choice
  Scenario: A rifleman who joins the usual way boots and moves in
    Given Player1 has these dudes:
      | dude            | at          | booted | attachments   |
      | Jake Smiley     | Town Square | no     |               |
      | Pancho Castillo | home        | no     | Buffalo Rifle |
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse the usual way
    Then "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is booted
    And Player1's posse is "Jake Smiley, Pancho Castillo"
    And the log contains "Player1 boots Pancho Castillo to move them to Town Square"
    And Player1 is asked to "Select a dude"

  @rule:shootout.posse
  Scenario: Without the rifle a booted dude next door cannot join
    Given Player1 has these dudes:
      | dude            | at          | booted |
      | Jake Smiley     | Town Square | no     |
      | Pancho Castillo | home        | yes    |
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    Then Player1's posse is "Jake Smiley"
    And Player1 is asked to "Select a card"
    And the log contains "Player1 forms a posse of Jake Smiley"

  @rule:shootout.posse
  Scenario: The rifle does not reach a shootout that is not adjacent
    Given Player1 has these dudes:
      | dude            | at          | booted | attachments   |
      | Jake Smiley     | Town Square | no     |               |
      | Pancho Castillo | Blake Ranch | yes    | Buffalo Rifle |
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    Then Player1's posse is "Jake Smiley"
    And Player1 is asked to "Select a card"
    And the log contains "Player1 forms a posse of Jake Smiley"

  @rule:job.opposing
  Scenario: A rifleman next to a job's mark can oppose the job without moving
    Given Player1 has these dudes:
      | dude            | at          | booted | attachments   |
      | Jake Smiley     | Town Square | no     |               |
      | Pancho Castillo | home        | yes    | Buffalo Rifle |
    And Player2's hand is "Ambush"
    And it is Player2's turn
    And Player2 has these dudes:
      | dude         | at          |
      | Sloane       | Town Square |
    When Player2 plays "Ambush"
    And Player2 selects "Jake Smiley"
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 is done
    Then Player1's posse is "Pancho Castillo"
    And "Pancho Castillo" is at "Player1's home"
    And the log contains "Player1's Pancho Castillo joins the posse from Player1's home without moving"
    And Player2 is asked to "Select a card"

  @rule:job.posse @ruling:buffalo-rifle-only-where-adjacent
  Scenario: A rifleman with the job's leader, not adjacent to the mark, joins like anyone
    Jake Smiley leads Ambush from Blake Ranch, out of town, against Olivia Jenks at the
    Railroad Station. Pancho, beside Jake, is not adjacent to the mark: he boots and
    moves to the mark with the posse.
    Given Player1 has these dudes:
      | dude            | at          | booted | attachments   |
      | Jake Smiley     | Blake Ranch | no     |               |
      | Pancho Castillo | Blake Ranch | no     | Buffalo Rifle |
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
      """
    When Player1 adds "Pancho Castillo" to the posse
    Then "Pancho Castillo" is at "Railroad Station"
    And "Pancho Castillo" is booted
    And "Jake Smiley" is at "Railroad Station"
    And Player2 is asked to "Select a dude"

  @rule:job.posse @ruling:buffalo-rifle-only-where-adjacent
  Scenario: A booted rifleman with the job's leader, not adjacent to the mark, cannot join
    Given Player1 has these dudes:
      | dude            | at          | booted | attachments   |
      | Jake Smiley     | Blake Ranch | no     |               |
      | Pancho Castillo | Blake Ranch | yes    | Buffalo Rifle |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    And Player1's hand is "Ambush"
    When Player1 plays "Ambush"
    And Player1 selects "Olivia Jenks"
    Then "Jake Smiley" is at "Railroad Station"
    And "Pancho Castillo" is at "Blake Ranch"
    And the log contains "Player1 forms a posse of Jake Smiley"
    And Player2 is asked to "Select a dude"

  @rule:job.posse
  Scenario: A booted rifleman next to the mark joins the leader's posse without moving
    Given Player1 has these dudes:
      | dude            | at          | booted | attachments   |
      | Jake Smiley     | Blake Ranch | no     |               |
      | Pancho Castillo | Town Square | yes    | Buffalo Rifle |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    And Player1's hand is "Ambush"
    When Player1 plays "Ambush"
    And Player1 selects "Olivia Jenks"
    And Player1 adds "Pancho Castillo" to the posse
    Then "Pancho Castillo" is at "Town Square"
    And "Jake Smiley" is at "Railroad Station"
    And the log contains in order:
      """
      Player1 forms a posse of Jake Smiley, Pancho Castillo
      Player1's Pancho Castillo joins the posse from Town Square without moving
      """
    And Player2 is asked to "Select a dude"

  @rule:shootout.join @ruling:buffalo-rifle-moved-into-a-posse
  Scenario: A card that moves the rifleman into the posse brings him to the fight
    Carter's Bounties: "Move your dude into your posse from any location."
    Given Player1's street is "home, Carter's Bounties"
    And Player1 has these dudes:
      | dude            | at          | booted | attachments   |
      | Jake Smiley     | Town Square | no     |               |
      | Pancho Castillo | Blake Ranch | yes    | Buffalo Rifle |
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player1 uses "Carter's Bounties"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Town Square"
    And Player1's posse is "Jake Smiley, Pancho Castillo"
    And the log contains "Player1 moves Pancho Castillo to Town Square without booting"
    And Player1 is asked to "Select a dude"
