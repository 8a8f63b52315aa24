@card:24255
Feature: Election Day Slaughter (Weird West Edition)
  Action, cost 0. Noon Job, Boot: Mark the town square. Each other player may unboot a
  dude in town. If successful, each other player must ace one of their dudes in town.

  Player2's home and Railroad Station are in town; Blake Ranch, out of town, is not.

  Background:
    Given the board "shootout"
    And Player1's hand is "Election Day Slaughter (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude         | at               | booted |
      | Olivia Jenks | Player2's home   | yes    |
      | Steven Wiles | Railroad Station | yes    |
      | Clint Ramsey | Blake Ranch      | yes    |

  Scenario: The other player may unboot a dude in town, and must ace one in town if the job succeeds
    When Player1 plays "Election Day Slaughter (Weird West Edition)"
    Then Player2 is asked to "Select a dude"
    And the options are:
      """
      Olivia Jenks
      Steven Wiles
      done
      """
    When Player2 selects "Olivia Jenks"
    Then "Olivia Jenks" is unbooted
    And "Steven Wiles" is booted
    And Player2 is asked to "Select a dude"

  Scenario: Unopposed, the job succeeds and the other player aces a dude of theirs in town
    When Player1 plays "Election Day Slaughter (Weird West Edition)"
    And Player2 is done
    Then the job succeeds
    And Player2 is asked to "Select a dude"
    And the options are:
      """
      Olivia Jenks
      Steven Wiles
      """
    When Player2 selects "Steven Wiles"
    Then "Steven Wiles" is in Player2's boot hill
    And "Olivia Jenks" is in play
    And "Clint Ramsey" is in play
    And "Olivia Jenks" is booted
    And "Pancho Castillo" is booted
    And the log contains in order:
      """
      Player1 starts the job Election Day Slaughter (Weird West Edition) led by Pancho Castillo, marking Town Square
      Player1's job Election Day Slaughter (Weird West Edition) succeeds
      Player2 aces Steven Wiles
      """
    And the log does not contain "Player2 unboots Olivia Jenks"

  Scenario: A failed job aces no one
    Given Player1's next draw hand is "2S 4S 6S 8D JC"
    And Player2's next draw hand is "AS AC AD AH KS"
    When Player1 plays "Election Day Slaughter (Weird West Edition)"
    And Player2 selects "Olivia Jenks"
    And Player2 adds "Olivia Jenks" to the posse
    Then Player2 wins the round
    When Player1 aces "Pancho Castillo"
    And Player2 is done
    Then the job fails
    And "Olivia Jenks" is in play
    And "Steven Wiles" is in play
    And the log contains "Player2 unboots Olivia Jenks"
    And the log does not contain "Player2 aces"

  Scenario: A Harrowed dude the job would ace is discarded instead, and no line says he was aced
    Avie Cline is Harrowed: aced by a card effect, she is discarded instead.
    Given Player2 has these dudes:
      | dude       | at             | booted |
      | Avie Cline | Player2's home | yes    |
    When Player1 plays "Election Day Slaughter (Weird West Edition)"
    And Player2 is done
    Then the job succeeds
    When Player2 selects "Avie Cline"
    Then "Avie Cline" is in Player2's discard pile
    And the log contains "Avie Cline is Harrowed: discarded instead of aced"
    And the log does not contain "aces Avie Cline"
