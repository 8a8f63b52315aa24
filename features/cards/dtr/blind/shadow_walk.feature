@card:01102 @blind
Feature: Shadow Walk (blind proof)
  Hex. Noon Hex 7, Boot: Move this Huckster to any location.
  Shootout Hex 7, Boot: Move this Huckster to join your posse. You may make another
  Shootout play.

  Steele Archer is a Huckster 2: a pull of 5 or more reaches 7. Blake Ranch is out of
  town and adjacent to nothing.

  Scenario: At Noon, a successful cast moves the Huckster anywhere without booting him
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Blake Ranch | Shadow Walk |
    And Player1's next pull is "5H"
    When Player1 uses "Shadow Walk"
    And Player1 chooses "Railroad Station"
    Then "Steele Archer" is at "Railroad Station"
    And "Steele Archer" is unbooted
    And "Shadow Walk" is booted

  Scenario: At Noon, a failed cast leaves the Huckster where he is
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Blake Ranch | Shadow Walk |
    And Player1's next pull is "4H"
    When Player1 uses "Shadow Walk"
    Then "Steele Archer" is at "Blake Ranch"
    And "Shadow Walk" is booted
    And Player2 is asked to "Select an action"

  Scenario: In a shootout the Huckster joins the posse and his player plays again
    Sun in Yer Eyes: "Shootout: Choose a dude in this shootout. That dude gets -2
    bullets (minimum 0) and becomes a draw." Player2 holds a Shootout play of their
    own (Pistol Whip), so it is Player1's extra play that comes next, not Player2's turn.
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square |             |
      | Steele Archer   | Blake Ranch | Shadow Walk |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And Player2's hand is "Pistol Whip"
    And Player1's next pull is "5H"
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player1 uses "Shadow Walk"
    Then "Steele Archer" is at "Town Square"
    And Player1's posse is "Pancho Castillo, Steele Archer"
    And Player1 is asked to "Select a play"
    When Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Clyde Owens"
    Then "Clyde Owens" has 1 bullets
    And Player2 is asked to "Select a play"
    And the log does not contain "Player2 passes"

  Scenario: In a shootout a failed cast leaves him out of the posse
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square |             |
      | Steele Archer   | Blake Ranch | Shadow Walk |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's next pull is "4H"
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player1 uses "Shadow Walk"
    Then "Steele Archer" is at "Blake Ranch"
    And Player1's posse is "Pancho Castillo"
    And Player1 is asked to "Select a card"
