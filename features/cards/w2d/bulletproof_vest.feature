@card:23038
Feature: Bulletproof Vest
  Goods, Gadget 4, Attire. This dude may not boot to join a posse at an adjacent location.
  Resolution, Boot: Discard a card from your hand to have your posse suffer 1 fewer
  casualties this round.

  The shootout board: the town square is adjacent to General Store.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: The dude wearing it is not offered joining from an adjacent location
    Given Player1 has these dudes:
      | dude         | at            | attachments      |
      | Clyde Owens  | Town Square   |                  |
      | Steven Wiles | General Store | Bulletproof Vest |
      | Jake Smiley  | General Store |                  |
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    Then Player1 may choose "join Jake Smiley"
    And Player1 may not choose "join Steven Wiles"
    And Player1 is asked to "Select a dude"

  @ruling:bulletproof-vest-job-posse-at-an-adjacent-location
  Scenario: The dude wearing it does not boot to join a job's posse bound for an adjacent mark
    Given Player1 has these dudes:
      | dude         | at            | attachments      |
      | Clyde Owens  | home          |                  |
      | Steven Wiles | General Store | Bulletproof Vest |
      | Jake Smiley  | General Store |                  |
    And Player1's hand is "Kidnappin'"
    When Player1 plays "Kidnappin'"
    And Player1 selects "Clyde Owens"
    And Player1 selects "Pancho Castillo"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "join Jake Smiley"
    And Player1 may not choose "join Steven Wiles"

  @ruling:bulletproof-vest-job-posse-at-an-adjacent-location
  Scenario: The dude wearing it boots to join a job's posse forming where he stands, bound for a far mark
    Given Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    And Player1 has these dudes:
      | dude         | at            | attachments      |
      | Clyde Owens  | General Store |                  |
      | Steven Wiles | General Store | Bulletproof Vest |
      | Fred Aims    | home          | Bulletproof Vest |
      | Jake Smiley  | home          |                  |
    And Player1's hand is "Kidnappin'"
    When Player1 plays "Kidnappin'"
    And Player1 selects "Clyde Owens"
    And Player1 selects "Olivia Jenks"
    Then Player1 may choose "join Jake Smiley"
    And Player1 may not choose "join Fred Aims"
    When Player1 adds "Steven Wiles" to the posse
    And Player1 is done
    Then the log contains "Player1 forms a posse of Clyde Owens, Steven Wiles"
    And "Steven Wiles" is booted
    And Player2 is asked to "Select a dude"

  Scenario: Resolution: discard a card for 1 fewer casualty this round
    Given Player1 has these dudes:
      | dude        | at          | attachments      |
      | Clyde Owens | Town Square | Bulletproof Vest |
      | Jake Smiley | Town Square |                  |
    And Player1's hand is "Shotgun"
    And Player1's next draw hand is "2H 4D 7C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Jake Smiley" to the posse
    And Player1 picks "Clyde Owens" as shooter
    And Player1 uses "Bulletproof Vest"
    And Player1 discards "Shotgun"
    Then "Bulletproof Vest" is booted
    And "Shotgun" is in Player1's discard pile
    And the log contains "Player1's posse suffers 1 fewer casualties this round"
    And Player1 takes 2 casualties
    And Player1 is asked to "Select a casualty"
