@card:01023 @blind
Feature: Abram Grothe (blind proof)
  Noon Job, Boot: Mark a Holy Ground deed. If successful, discard all Abominations and
  wanted dudes at that deed.

  Gomorra Parish is a Holy Ground deed; General Store is not. Eve Henry is an
  Abomination.

  Background:
    Given the board "main street"
    And a game between "Law Dogs" and "The Sloane Gang"
    And Player1 has 0 ghost rock
    And Player2's street is "Railroad Station, home, Gomorra Parish"
    And Player1 has these dudes:
      | dude         | at   |
      | Abram Grothe | home |
    And Player2 has these dudes:
      | dude            | at             | bounty |
      | Eve Henry       | Gomorra Parish | 0      |
      | Pancho Castillo | Gomorra Parish | 2      |
      | Jake Smiley     | Gomorra Parish | 0      |
      | Allie Hensman   | Town Square    | 1      |

  Scenario: A successful job discards the Abominations and wanted dudes at the deed
    When Player1 uses "Abram Grothe"
    And Player1 selects "Gomorra Parish"
    And Player2 is done
    Then the job succeeds
    And "Eve Henry" is in Player2's discard pile
    And "Pancho Castillo" is in Player2's discard pile
    And "Jake Smiley" is at "Gomorra Parish"
    And "Allie Hensman" is at "Town Square"
    And "Abram Grothe" is booted
    And Player1 has 2 ghost rock

  Scenario: Only a Holy Ground deed can be the mark
    When Player1 uses "Abram Grothe"
    Then Player1 is asked to "Select a deed"
    And Player1 may choose "Gomorra Parish"
    And Player1 may not choose "General Store"
    And Player1 may not choose "Town Square"

  Scenario: Without a Holy Ground deed in play there is no job
    Given Player2's street is "Railroad Station, home"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 tries to use "Abram Grothe"
    Then the play is refused by rule "job.mark"
    And "Abram Grothe" is unbooted

  Scenario: A failed job discards nobody
    Given Player1's next draw hand is "AS 2D 4C 6S 9H"
    And Player2's next draw hand is "KS KH KC 7C 7H"
    When Player1 uses "Abram Grothe"
    And Player1 selects "Gomorra Parish"
    And Player2 adds "Jake Smiley" to the posse
    And Player2 is done
    And Player1 aces "Abram Grothe"
    And Player2 is done
    Then the job fails
    And "Eve Henry" is at "Gomorra Parish"
    And "Pancho Castillo" is at "Gomorra Parish"

  @ruling:abram-grothe-discards-his-own-wanted-posse
  Scenario: Abram's own posse, wanted after breakin' and enterin', is discarded with the other wanted dudes
    Gomorra Parish is Private and Player2's: Abram gains 1 bounty for breakin' and
    enterin'. The job's text resolves while the posse is still at the deed (§6, the
    rulebook's order; the lead settled this against the blind reading).
    Given Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2C 3C 4H 6D 9C"
    When Player1 uses "Abram Grothe"
    And Player1 selects "Gomorra Parish"
    And Player2 adds "Jake Smiley" to the posse
    And Player2 is done
    And Player2 discards "Jake Smiley"
    And Player1 is done
    Then the job succeeds
    And "Abram Grothe" is in Player1's discard pile
    And "Eve Henry" is in Player2's discard pile
    And "Pancho Castillo" is in Player2's discard pile
