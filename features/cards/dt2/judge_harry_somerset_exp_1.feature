@card:24073
Feature: Judge Harry Somerset (Exp.1) (Weird West Edition)
  Harry cannot be in your starting gang.
  Noon Job, Boot: Mark a wanted dude. A 2-stud Gunslinger token enters play booted and
  joins your posse. If successful, discard the mark.

  @rule:setup.starting_gang.barred
  Scenario: Harry cannot be chosen for the starting gang
    Given a new game between the decks "Law Dogs Weird West Edition Gunfighter" and "Fearmongers Weird West Edition Gunfighter"
    Then Player1 is asked to "Select a card"
    And Player1 may not choose "add Judge Harry Somerset (Exp.1) (Weird West Edition)"
    When Player1 tries to add "Judge Harry Somerset (Exp.1) (Weird West Edition)" to the starting gang
    Then the play is refused by rule "setup.starting_gang.barred"

  @rule:job.success @rule:token @ruling:harry-exp1-gunslinger-leaves-only-after-a-shootout
  Scenario: A Gunslinger token joins Harry's posse booted, and the wanted mark is discarded
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                                                | at   |
      | Judge Harry Somerset (Exp.1) (Weird West Edition)   | home |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 2      |
      | Clint Ramsey | Town Square | 0      |
    When Player1 uses "Judge Harry Somerset (Exp.1) (Weird West Edition)"
    Then Player1 may not choose "Clint Ramsey"
    When Player1 selects "Steven Wiles"
    Then Player1's posse is "Judge Harry Somerset (Exp.1) (Weird West Edition), Gunslinger"
    And "Gunslinger" is booted
    And the log contains "Player1 brings a Gunslinger token into play booted to join the posse"
    When Player2 is done
    Then the job succeeds
    And "Steven Wiles" is in Player2's discard pile
    And "Clint Ramsey" is in play
    And "Gunslinger" is at "Player1's home"
    And "Gunslinger" is booted
