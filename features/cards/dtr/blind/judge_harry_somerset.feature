@card:01016 @blind
Feature: Judge Harry Somerset (blind proof)
  Noon Job, Boot: Harry leads a job that marks a wanted dude. If successful, ace the
  mark.

  Background:
    Given the board "shootout"
    And a game between "Law Dogs" and "The Sloane Gang"
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude                 | at   |
      | Judge Harry Somerset | home |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 2      |
      | Jake Smiley     | Town Square | 0      |

  Scenario: An unopposed job aces the wanted mark
    When Player1 uses "Judge Harry Somerset"
    And Player1 selects "Pancho Castillo"
    And Player2 is done
    Then the job succeeds
    And "Pancho Castillo" is in Player2's Boot Hill
    And Player1 has 7 ghost rock
    And "Judge Harry Somerset" is at "Player1's home"
    And "Judge Harry Somerset" is booted

  Scenario: A dude who is not wanted cannot be the mark
    When Player1 uses "Judge Harry Somerset"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Jake Smiley"

  Scenario: With no wanted dude in play there is no job
    Given Player2 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    When Player1 tries to use "Judge Harry Somerset"
    Then the play is refused by rule "job.mark"
    And "Judge Harry Somerset" is unbooted

  Scenario: A failed job does not ace the mark
    Given Player1's next draw hand is "AS 2D 4C 6S 9H"
    And Player2's next draw hand is "KS KH KC 7C 7H"
    When Player1 uses "Judge Harry Somerset"
    And Player1 selects "Pancho Castillo"
    And Player2 adds "Pancho Castillo" to the posse
    And Player2 is done
    And Player1 aces "Judge Harry Somerset"
    And Player2 is done
    Then the job fails
    And "Pancho Castillo" is in play
    And "Pancho Castillo" is at "Town Square"
    And Player1 has 5 ghost rock

  Scenario: A Harrowed mark aced by the job is discarded instead
    Rules digest §1.4 and §9.3: a Harrowed dude aced by a card effect, not as a
    casualty, is discarded instead. Avie Cline is Harrowed.
    Given Player2 has these dudes:
      | dude       | at          | bounty |
      | Avie Cline | Town Square | 1      |
    When Player1 uses "Judge Harry Somerset"
    And Player1 selects "Avie Cline"
    And Player2 is done
    Then the job succeeds
    And "Avie Cline" is in Player2's discard pile
    And "Avie Cline" is not in Player2's boot hill
    And Player1 has 6 ghost rock
