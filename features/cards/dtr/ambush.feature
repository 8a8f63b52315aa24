@card:01114
Feature: Ambush
  Action, 4 of clubs, cost 4. Noon Job, Boot: Mark a dude. If the mark is not wanted,
  raise the bounty on each dude in your posse by 1. If successful, ace the mark.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Ambush"
    And Player1 has 4 ghost rock
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Steven Wiles    | home |

  @rule:job.success
  Scenario: Ambushing a dude who is not wanted aces him and leaves the posse wanted
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Ambush"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 adds "Steven Wiles" to the posse
    And Player2 is done
    Then the job succeeds
    And "Olivia Jenks" is in Player2's Boot Hill
    And "Pancho Castillo" has 1 bounty
    And "Steven Wiles" has 1 bounty
    And "Pancho Castillo" is at "Player1's home"
    And "Steven Wiles" is booted
    And Player1 has 0 ghost rock
    And "Ambush" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 starts the job Ambush led by Pancho Castillo, marking Olivia Jenks
      Player1 raises the bounty on Pancho Castillo, Steven Wiles by 1: Olivia Jenks is not wanted
      Player1's job Ambush succeeds
      Player1 aces Olivia Jenks
      """

  @rule:job.success
  Scenario: Ambushing a wanted dude raises no bounty, and his bounty is collected
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 2      |
    When Player1 plays "Ambush"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 is done
    And Player2 is done
    Then the job succeeds
    And "Olivia Jenks" is in Player2's Boot Hill
    And "Pancho Castillo" is not wanted
    And Player1 has 2 ghost rock
    And the log contains in order:
      """
      Player1's job Ambush succeeds
      Player1 collects 2 ghost rock bounty on Olivia Jenks
      Player1 aces Olivia Jenks
      """
    And the log does not contain "Player1 raises the bounty on Pancho Castillo by 1: Olivia Jenks is not wanted"

  @rule:job.fail
  Scenario: A failed ambush leaves the mark alive
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 plays "Ambush"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 is done
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 aces "Pancho Castillo"
    And Player2 stays
    Then the job fails
    And "Olivia Jenks" is in play
    And "Olivia Jenks" is at "Town Square"
    And the log contains "Player1's job Ambush fails"
    And the log does not contain "Player1 aces Olivia Jenks"

  @rule:ability.cost
  Scenario: Ambush costs 4 ghost rock to play
    Given Player1 has 3 ghost rock
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to play "Ambush"
    Then the play is refused because "Player1 cannot pay 4 ghost rock for Ambush"
    And the play is refused by rule "ability.cost"
    And "Ambush" is in Player1's hand
    And the log does not contain "Player1 starts the job Ambush led by Pancho Castillo, marking Olivia Jenks"

  @rule:shootout.join @ruling:ambush-raises-the-bounty-of-the-posse-as-formed
  Scenario: A dude who joins the posse later, in the job's shootout, is not raised
    Given Player1's hand is "Ambush, The Stakes Just Rose"
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Ambush"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 is done
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "The Stakes Just Rose"
    And Player1 selects "Steven Wiles"
    Then Player1's posse is "Pancho Castillo, Steven Wiles"
    And "Pancho Castillo" has 1 bounty
    And "Steven Wiles" is not wanted
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 raises the bounty on Pancho Castillo by 1: Olivia Jenks is not wanted
      Player1 plays The Stakes Just Rose to move Steven Wiles into their posse
      """
