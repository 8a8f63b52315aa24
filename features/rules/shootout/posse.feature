Feature: Forming posses
  Rules digest §5.2: the leader and the mark join their posses at once, then each side
  adds dudes. Dudes already at the shootout location join, booted or not, without
  booting; unbooted dudes at an adjacent location boot and move in; booted dudes
  elsewhere, and dudes further away, cannot join. Dudes move in only after both
  posses are chosen.

  The town (board "shootout", §4.1 adjacency):
    Player1's street:  home - General Store               (out of town: Blake Ranch)
    Player2's street:  Bank of California - home - Railroad Station
  The town square is adjacent to every location on both streets.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  @rule:shootout.posse
  Scenario: Dudes at the shootout location join without booting, booted or not
    Given Player1 has these dudes:
      | dude           | at          | booted |
      | Clint Ramsey   | Town Square | no     |
      | Sanford Taylor | Town Square | yes    |
      | Steven Wiles   | Town Square | no     |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Sanford Taylor" to the posse
    And Player1 adds "Steven Wiles" to the posse
    Then Player1 is asked to "Select a dude"
    And Player1's posse is "Clint Ramsey, Sanford Taylor, Steven Wiles"
    And Player2's posse is "Clyde Owens"
    And "Sanford Taylor" is booted
    And "Steven Wiles" is unbooted
    And "Clint Ramsey" is unbooted
    And the log contains in order:
      """
      Player1 forms a posse of Clint Ramsey, Sanford Taylor, Steven Wiles
      Player2 forms a posse of Clyde Owens
      Player1 and Player2 shoot it out at Town Square
      """

  @rule:shootout.posse
  Scenario: An unbooted dude at an adjacent location boots and moves in
    Given Player1 has these dudes:
      | dude           | at          |
      | Clint Ramsey   | Town Square |
      | Barton Everest | home        |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Barton Everest" to the posse
    Then Player1 is asked to "Select a dude"
    And Player1's posse is "Clint Ramsey, Barton Everest"
    And "Barton Everest" is at "Town Square"
    And "Barton Everest" is booted
    And the log contains in order:
      """
      Player1 forms a posse of Clint Ramsey, Barton Everest
      Player1 boots Barton Everest to move them to Town Square
      """

  @rule:shootout.posse
  Scenario: A booted dude at an adjacent location cannot join
    Given Player1 has these dudes:
      | dude           | at            | booted |
      | Clint Ramsey   | Town Square   | no     |
      | Barton Everest | home          | no     |
      | Steven Wiles   | General Store | yes    |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "join Barton Everest"
    And Player1 may not choose "join Steven Wiles"
    When Player1 is done
    Then Player2 is asked to "Select a casualty"
    And Player1's posse is "Clint Ramsey"
    And "Steven Wiles" is at "General Store"
    And "Barton Everest" is at "Player1's home"
    And "Barton Everest" is unbooted
    And the log contains "Player1 forms a posse of Clint Ramsey"

  @rule:shootout.posse @rule:location.adjacency
  Scenario: Dudes at locations not adjacent to the fight cannot join
    Given Player1 has these dudes:
      | dude           | at                 |
      | Clint Ramsey   | Bank of California |
      | Barton Everest | Town Square        |
      | Steven Wiles   | General Store      |
      | Steele Archer  | home               |
    And Player2 has these dudes:
      | dude        | at                 |
      | Clyde Owens | Bank of California |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "join Barton Everest"
    And Player1 may not choose "join Steven Wiles"
    And Player1 may not choose "join Steele Archer"
    When Player1 adds "Barton Everest" to the posse
    Then Player1 is asked to "Select a dude"
    And Player1's posse is "Clint Ramsey, Barton Everest"
    And "Steven Wiles" is at "General Store"
    And "Steele Archer" is at "Player1's home"
    And the log contains "Player1 boots Barton Everest to move them to Bank of California"

  @rule:shootout.posse
  Scenario: A dude out of town cannot join a fight at the town square
    Given Player1 has these dudes:
      | dude          | at          |
      | Clint Ramsey  | Town Square |
      | Steele Archer | Blake Ranch |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player2 is asked to "Select a casualty"
    And Player1's posse is "Clint Ramsey"
    And "Steele Archer" is at "Blake Ranch"
    And the log contains in order:
      """
      Player1 forms a posse of Clint Ramsey
      Player2 forms a posse of Clyde Owens
      """

  @rule:shootout.posse
  Scenario: Dudes move in only after both posses are chosen
    Given Player1 has these dudes:
      | dude           | at          |
      | Clint Ramsey   | Town Square |
      | Barton Everest | home        |
    And Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Abram Grothe | home        |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Barton Everest" to the posse
    Then Player2 is asked to "Select a dude"
    And "Barton Everest" is at "Player1's home"
    And "Barton Everest" is unbooted
    When Player2 adds "Abram Grothe" to the posse
    Then "Barton Everest" is at "Town Square"
    And "Abram Grothe" is at "Town Square"
    And "Barton Everest" is booted
    And "Abram Grothe" is booted
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 forms a posse of Clint Ramsey, Barton Everest
      Player2 forms a posse of Clyde Owens, Abram Grothe
      Player1 boots Barton Everest to move them to Town Square
      Player2 boots Abram Grothe to move them to Town Square
      Player1 and Player2 shoot it out at Town Square
      """

  @rule:shootout.posse @ruling:buffalo-rifle-can-is-a-choice
  Scenario: A permission to join without moving is one more way to join, offered only next to the fight
    Buffalo Rifle: "If this dude is adjacent to the location of a shootout or a job's mark,
    they can join a posse, without moving or booting, even if booted." Pancho, next door,
    is offered both ways; Steven Wiles, with a rifle out of town, neither.
    Given Player1 has these dudes:
      | dude            | at          | attachments   |
      | Clint Ramsey    | Town Square |               |
      | Pancho Castillo | home        | Buffalo Rifle |
      | Steven Wiles    | Blake Ranch | Buffalo Rifle |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then the options are:
      """
      done
      join Pancho Castillo
      join Pancho Castillo the usual way
      """
    When Player1 tries to add "Steven Wiles" to the posse
    Then the play is refused because "Steven Wiles is neither at nor adjacent to Town Square"
    And the play is refused by rule "shootout.posse"
    When Player1 adds "Pancho Castillo" to the posse
    And Player1 picks "Pancho Castillo" as shooter
    Then "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is unbooted
    And "Steven Wiles" is at "Blake Ranch"
    And Player1's posse is "Clint Ramsey, Pancho Castillo"
    And Player1 is asked to "Select a card"

  @rule:shootout.join @ruling:buffalo-rifle-moved-into-a-posse
  Scenario: A dude swapped into a posse comes to the fight, whatever lets him join without moving
    Jarrett Blake: "swap him with one of your dudes in the posse (Jarrett joins the posse.
    The other dude moves to Jarrett's location and is no longer in the posse)."
    Given Player1 has these dudes:
      | dude          | at          | booted | attachments            |
      | Clint Ramsey  | Town Square | no     |                        |
      | Jarrett Blake | home        | yes    | Mustang, Buffalo Rifle |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 is done
    And Player1 uses "Jarrett Blake"
    And Player1 selects "Clint Ramsey"
    Then "Jarrett Blake" is at "Town Square"
    And "Clint Ramsey" is at "Player1's home"
    And Player1's posse is "Jarrett Blake"
    And Player1 is asked to "Select a card"
