@card:24235 @blind
Feature: Kidnappin' (Weird West Edition) (blind proof)
  Noon Job, Boot: Mark an opposing dude. Your posse must have more total bullets than the
  marked dude. Give 1 bounty to each dude that joins your posse during the job. If
  successful, discard the mark.

  Pancho Castillo: 3 bullets. Jake Smiley: 1 bullet. Philip Swinford: 1 bullet. Olivia
  Jenks, the mark: 2 bullets, at the Town Square. An unopposed job succeeds at once
  (digest §6.4); a posse failing the job's condition is re-selected or the job cancelled,
  which refunds its costs (§6.2).

  Background:
    Given the phase is High Noon
    And Player1's hand is "Kidnappin' (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Jake Smiley     | home |
      | Philip Swinford | home |

  Scenario: Unopposed: each dude joining the posse gets 1 bounty, and the mark is discarded
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Kidnappin' (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 adds "Jake Smiley" to the posse
    And Player1 is done
    And Player2 is done
    Then the job succeeds
    And "Olivia Jenks" is in Player2's discard pile
    And "Olivia Jenks" is not in Player2's boot hill
    And "Pancho Castillo" has 1 bounty
    And "Jake Smiley" has 1 bounty
    And "Philip Swinford" has 0 bounty

  Scenario: The bounty comes whether the mark is wanted or not
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 2      |
    When Player1 plays "Kidnappin' (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 is done
    And Player2 is done
    Then the job succeeds
    And "Olivia Jenks" is in Player2's discard pile
    And "Pancho Castillo" has 1 bounty

  Scenario: A posse with bullets only equal to the mark's is not enough; the cancelled job gives no bounty
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Kidnappin' (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    And Player1 selects "Olivia Jenks"
    And Player1 adds "Philip Swinford" to the posse
    And Player1 is done
    Then Player1 may choose "cancel"
    When Player1 chooses "cancel"
    Then "Kidnappin' (Weird West Edition)" is in Player1's hand
    And "Jake Smiley" is unbooted
    And "Jake Smiley" has 0 bounty
    And "Philip Swinford" has 0 bounty
    And "Olivia Jenks" is in play

  Scenario: One bullet more than the mark is enough
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Kidnappin' (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    And Player1 selects "Olivia Jenks"
    And Player1 adds "Philip Swinford" to the posse
    And Player1 is done
    And Player1 chooses "select again"
    And Player1 adds "Philip Swinford" to the posse
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 is done
    Then the job succeeds
    And "Olivia Jenks" is in Player2's discard pile
    And "Jake Smiley" has 1 bounty
    And "Philip Swinford" has 1 bounty
    And "Pancho Castillo" has 1 bounty

  @ruling:kidnappin-bounty-for-each-dude-that-joins-during-the-job
  Scenario: A dude who joins the posse in the job's shootout gets 1 bounty; the opposing posse gets none
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Kidnappin' (Weird West Edition), The Stakes Just Rose (Weird West Edition)"
    When Player1 plays "Kidnappin' (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 is done
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "The Stakes Just Rose (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    Then Player1's posse is "Pancho Castillo, Jake Smiley"
    And "Pancho Castillo" has 1 bounty
    And "Jake Smiley" has 1 bounty
    And "Philip Swinford" has 0 bounty
    And "Olivia Jenks" has 0 bounty
    And Player1 is asked to "Select a dude"

  Scenario: A failed job leaves the mark in play
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "2H 4D 6C 9S KH"
    And Player2's next draw hand is "5S 5C 8S 8D JD"
    When Player1 plays "Kidnappin' (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 is done
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 aces "Pancho Castillo"
    And Player2 is done
    Then the job fails
    And "Olivia Jenks" is in play
    And "Olivia Jenks" is at "Town Square"
    And Player2 has 1 ghost rock
