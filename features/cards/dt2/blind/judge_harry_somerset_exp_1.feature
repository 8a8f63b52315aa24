@card:24073 @blind
Feature: Judge Harry Somerset (Exp.1) (blind proof)
  Harry cannot be in your starting gang.
  Noon Job, Boot: Mark a wanted dude. A 2-stud Gunslinger token enters play booted and
  joins your posse. If successful, discard the mark.

  Olivia Jenks is wanted (bounty 1); Clyde Owens is not.

  Scenario: The job's posse gains a booted 2-stud Gunslinger token
    Given the board "shootout"
    And Player1 has these dudes:
      | dude | at   |
      | Judge Harry Somerset (Exp.1) (Weird West Edition) | home |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
      | Clyde Owens  | Town Square | 0      |
    When Player1 uses "Judge Harry Somerset (Exp.1) (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Gunslinger" is in play
    And "Gunslinger" is booted
    And "Gunslinger" has 2 bullets
    And "Gunslinger" is a stud
    And "Judge Harry Somerset (Exp.1) (Weird West Edition)" is booted
    And Player2 is asked to "Select a dude"

  Scenario: A successful job discards the mark, who stayed out of the posse
    Given the board "shootout"
    And Player1 has these dudes:
      | dude | at   |
      | Judge Harry Somerset (Exp.1) (Weird West Edition) | home |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
      | Clyde Owens  | Town Square | 0      |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 uses "Judge Harry Somerset (Exp.1) (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 adds "Clyde Owens" to the posse
    And Player2 is done
    And Player1 picks "Judge Harry Somerset (Exp.1) (Weird West Edition)" as shooter
    And Player2 discards "Clyde Owens"
    And Player1 stays
    Then the job succeeds
    And "Olivia Jenks" is in Player2's discard pile
    And Player1 has 6 ghost rock
    And "Gunslinger" is not in play
    And "Clyde Owens" is in Player2's discard pile

  Scenario: A failed job leaves the mark in play
    Given the board "shootout"
    And Player1 has these dudes:
      | dude | at   |
      | Judge Harry Somerset (Exp.1) (Weird West Edition) | home |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
      | Clyde Owens  | Town Square | 0      |
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH KD 9D 4C"
    When Player1 uses "Judge Harry Somerset (Exp.1) (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 adds "Clyde Owens" to the posse
    And Player2 is done
    And Player1 picks "Judge Harry Somerset (Exp.1) (Weird West Edition)" as shooter
    And Player1 covers the casualties with "ace Judge Harry Somerset (Exp.1) (Weird West Edition), Gunslinger"
    And Player2 stays
    Then the job fails
    And "Olivia Jenks" is at "Town Square"

  Scenario: A dude who is not wanted cannot be the mark
    Given the board "shootout"
    And Player1 has these dudes:
      | dude | at   |
      | Judge Harry Somerset (Exp.1) (Weird West Edition) | home |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
      | Clyde Owens  | Town Square | 0      |
    When Player1 uses "Judge Harry Somerset (Exp.1) (Weird West Edition)"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Clyde Owens"
    And Player1 is asked to "Select a dude"

  Scenario: Harry cannot be put in the starting gang
    Given a new game between the decks "Law Dogs Weird West Edition Gunfighter" and "Sloane Gang - Learn to Play"
    When Player1 tries to add "Judge Harry Somerset (Exp.1) (Weird West Edition)" to the starting gang
    Then the play is refused by rule "setup.starting_gang.barred"
    And Player1 is asked to "Select a card"

  Scenario: Another dude of the same deck can be put in the starting gang
    Given a new game between the decks "Law Dogs Weird West Edition Gunfighter" and "Sloane Gang - Learn to Play"
    When Player1 adds "Tommy Harden (Weird West Edition)" to the starting gang
    And Player1 is done
    And Player2 is done
    Then "Tommy Harden (Weird West Edition)" is at "Player1's home"
    And "Judge Harry Somerset (Exp.1) (Weird West Edition)" is not in play
