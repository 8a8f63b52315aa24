@card:24222
Feature: Ambush (Weird West Edition)
  Noon Job, Boot: Mark an opposing dude. If the mark is not wanted, raise the bounty on
  each dude in your posse by 1. If successful, ace the mark.

  The Weird West Edition marks only an opposing dude (the Base Set card marks any dude,
  your own included) and costs 2 instead of 4. It has its own script, the Base Set job
  with the mark restricted; these scenarios mirror the Base Set ones.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Ambush (Weird West Edition)"
    And Player1 has 2 ghost rock
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Steven Wiles    | home |

  @rule:job.success
  Scenario: Ambushing a dude who is not wanted aces him and leaves the posse wanted
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Ambush (Weird West Edition)"
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
    And "Ambush (Weird West Edition)" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 starts the job Ambush (Weird West Edition) led by Pancho Castillo, marking Olivia Jenks
      Player1 raises the bounty on Pancho Castillo, Steven Wiles by 1: Olivia Jenks is not wanted
      Player1's job Ambush (Weird West Edition) succeeds
      Player1 aces Olivia Jenks
      """

  @rule:job.success
  Scenario: Ambushing a wanted dude raises no bounty, and his bounty is collected
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 2      |
    When Player1 plays "Ambush (Weird West Edition)"
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
      Player1's job Ambush (Weird West Edition) succeeds
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
    When Player1 plays "Ambush (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 is done
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 aces "Pancho Castillo"
    And Player2 stays
    Then the job fails
    And "Olivia Jenks" is in play
    And "Olivia Jenks" is at "Town Square"
    And the log contains "Player1's job Ambush (Weird West Edition) fails"
    And the log does not contain "Player1 aces Olivia Jenks"

  @rule:ability.cost
  Scenario: Ambush (Weird West Edition) costs 2 ghost rock to play
    Given Player1 has 1 ghost rock
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to play "Ambush (Weird West Edition)"
    Then the play is refused because "Player1 cannot pay 2 ghost rock for Ambush (Weird West Edition)"
    And the play is refused by rule "ability.cost"
    And "Ambush (Weird West Edition)" is in Player1's hand
    And the log does not contain "Player1 starts the job Ambush (Weird West Edition) led by Pancho Castillo, marking Olivia Jenks"

  @rule:ability.target
  Scenario: Only an opposing dude can be marked
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Ambush (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "Steven Wiles"
