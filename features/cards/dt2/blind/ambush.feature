@card:24222 @blind
Feature: Ambush (Weird West Edition) (blind proof)
  Cost 2.
  Noon Job, Boot: Mark an opposing dude. If the mark is not wanted, raise the bounty on each
  dude in your posse by 1. If successful, ace the mark.

  Pancho Castillo leads; Jake Smiley may join his posse from home. Olivia Jenks, the mark,
  stands at the Town Square. An unopposed job succeeds at once (digest §6.4).

  Background:
    Given the phase is High Noon
    And Player1's hand is "Ambush (Weird West Edition)"
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Jake Smiley     | home |

  Scenario: Unwanted mark: each dude in the posse gets 1 bounty, and the successful job aces the mark
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Ambush (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 adds "Jake Smiley" to the posse
    And Player2 is done
    Then the job succeeds
    And "Olivia Jenks" is in Player2's boot hill
    And "Pancho Castillo" has 1 bounty
    And "Jake Smiley" has 1 bounty
    And Player1 has 3 ghost rock
    And "Ambush (Weird West Edition)" is in Player1's discard pile

  Scenario: Wanted mark: no bounty is raised, the mark is still aced
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 plays "Ambush (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 adds "Jake Smiley" to the posse
    And Player2 is done
    Then the job succeeds
    And "Olivia Jenks" is in Player2's boot hill
    And "Pancho Castillo" has 0 bounty
    And "Jake Smiley" has 0 bounty

  Scenario: The leader boots, so a booted dude cannot lead: the unbooted one does
    Given Player1 has these dudes:
      | dude            | at   | booted |
      | Pancho Castillo | home | yes    |
      | Jake Smiley     | home | no     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Ambush (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Jake Smiley" is booted
    And "Jake Smiley" is at "Town Square"
    And "Pancho Castillo" is at "Player1's home"
    And the log contains "Player1 starts the job Ambush (Weird West Edition) led by Jake Smiley, marking Olivia Jenks"
    And Player2 is asked to "Select a dude"

  Scenario: Only an opposing dude can be the mark
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Ambush (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Jake Smiley"
    And Player1 is asked to "Select a dude"

  Scenario: A failed job does not ace the mark, but the leader's bounty was raised as the posse formed
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "2H 4D 6C 9S KH"
    And Player2's next draw hand is "5S 5C 8S 8D JD"
    When Player1 plays "Ambush (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 is done
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 aces "Pancho Castillo"
    And Player2 is done
    Then the job fails
    And "Olivia Jenks" is in play
    And "Olivia Jenks" has 0 bounty
    And Player2 has 1 ghost rock
    And the log contains "Player2 collects 1 ghost rock bounty on Pancho Castillo"

  Scenario: Without 2 ghost rock Ambush cannot be played
    Given Player1 has 1 ghost rock
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to play "Ambush (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
    And "Ambush (Weird West Edition)" is in Player1's hand
    And "Pancho Castillo" is unbooted

  @ruling:ambush-raises-the-bounty-of-the-posse-as-formed
  Scenario: A dude who joins the posse later, in the job's shootout, gets no bounty
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Ambush (Weird West Edition), The Stakes Just Rose (Weird West Edition)"
    When Player1 plays "Ambush (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 is done
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "The Stakes Just Rose (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    Then Player1's posse is "Pancho Castillo, Jake Smiley"
    And "Pancho Castillo" has 1 bounty
    And "Jake Smiley" has 0 bounty
    And Player1 is asked to "Select a dude"
