@card:24187 @blind
Feature: Shadow Walk (blind proof)
  Shadow Walk (Weird West Edition), Hex: "Noon Hex 7, Boot: Move this dude (without
  booting). Shootout Hex 7, Boot: This dude joins your posse. You may discard this Hex
  to make another Shootout play."

  Steele Archer is Huckster 2: a pull of 5 or more succeeds against 7 (§7.1).

  Scenario: Noon: a successful cast moves the Huckster without booting him
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And Player1 has these dudes:
      | dude          | at   | attachments                      |
      | Steele Archer | home | Shadow Walk (Weird West Edition) |
    And Player1's next pull is "5D"
    When Player1 uses "Shadow Walk (Weird West Edition)"
    And Player1 chooses "Railroad Station"
    Then "Steele Archer" is at "Railroad Station"
    And "Steele Archer" is unbooted
    And "Shadow Walk (Weird West Edition)" is booted

  Scenario: Noon: a failed cast moves nobody
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And Player1 has these dudes:
      | dude          | at   | attachments                      |
      | Steele Archer | home | Shadow Walk (Weird West Edition) |
    And Player1's next pull is "4D"
    When Player1 uses "Shadow Walk (Weird West Edition)"
    Then "Steele Archer" is at "Player1's home"
    And "Shadow Walk (Weird West Edition)" is booted

  Scenario: Shootout: a successful cast brings the Huckster into the posse
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments                      |
      | Clint Ramsey  | Town Square |                                  |
      | Steele Archer | home        | Shadow Walk (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2's hand is "Sun in Yer Eyes"
    And Player1's next pull is "5D"
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 uses "Shadow Walk (Weird West Edition)"
    And Player1 chooses "keep Shadow Walk"
    Then Player1's posse is "Clint Ramsey, Steele Archer"
    And "Steele Archer" is at "Town Square"
    And "Shadow Walk (Weird West Edition)" is booted
    And "Shadow Walk (Weird West Edition)" is attached to "Steele Archer"
    And "Steele Archer" is unbooted
    And Player2 is asked to "Select a play"

  Scenario: Shootout: discarding the Hex gives Player1 another Shootout play
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments                      |
      | Clint Ramsey  | Town Square |                                  |
      | Steele Archer | home        | Shadow Walk (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes #2"
    And Player1's next pull is "5D"
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 uses "Shadow Walk (Weird West Edition)"
    And Player1 chooses "discard Shadow Walk to make another play"
    Then Player1's posse is "Clint Ramsey, Steele Archer"
    And "Shadow Walk (Weird West Edition)" is in Player1's discard pile
    And Player1 is asked to "Select a play"
    When Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 1 bullets
    And Player2 is asked to "Select a play"

  Scenario: Shootout: a failed cast brings nobody
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments                      |
      | Clint Ramsey  | Town Square |                                  |
      | Steele Archer | home        | Shadow Walk (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2's hand is "Sun in Yer Eyes"
    And Player1's next pull is "4D"
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 uses "Shadow Walk (Weird West Edition)"
    Then Player1's posse is "Clint Ramsey"
    And "Steele Archer" is at "Player1's home"
    And Player2 is asked to "Select a play"
