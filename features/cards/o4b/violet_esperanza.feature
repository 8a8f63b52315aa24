@card:21033
Feature: Violet Esperanza
  Shootout: Choose an opposing dude with bullets less than Violet's bounty while Violet is
  attempting a job. Ace Violet's Hex and pull. If the pull is greater than that dude's
  value, ace that dude.

  Olivia Jenks has 2 bullets and value 2; Pancho Castillo 3 bullets. Blood Curse is a Hex.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude            | at          |
      | Olivia Jenks    | Town Square |
      | Pancho Castillo | Town Square |

  Scenario Outline: On a job, Violet aces her Hex and a pull above the dude's value aces him
    Given Player1 has these dudes:
      | dude             | at          | bounty | attachments |
      | Violet Esperanza | Town Square | 3      | Blood Curse |
    And a job "Ambush" at "Town Square" led by "Violet Esperanza" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Pancho Castillo"
    And Player1's next pull is "<pull>"
    When Player1 uses "Violet Esperanza"
    Then the options are:
      """
      Olivia Jenks
      cancel
      """
    When Player1 chooses "Olivia Jenks"
    Then "Blood Curse" is in Player1's boot hill
    And "Olivia Jenks" is <where>
    And Player2 is asked to "<prompt>"
    And the log contains "Player1 aces Blood Curse"
    And the log contains "<log>"

    Examples:
      | pull | where                  | prompt            | log                                     |
      | 3H   | in Player2's boot hill | Select a casualty | Player1 pulls 3 and aces Olivia Jenks   |
      | 2H   | at "Town Square"       | Select a dude     | Player1 pulls 2: Olivia Jenks survives  |
      | AH   | at "Town Square"       | Select a dude     | Player1 pulls 1: Olivia Jenks survives  |

  Scenario: A call out is no job: no ability
    Given Player1 has these dudes:
      | dude             | at          | bounty | attachments |
      | Violet Esperanza | Town Square | 3      | Blood Curse |
    And a shootout at "Town Square" led by "Violet Esperanza" against "Olivia Jenks"
    Then Player1 is asked to "Select a play"
    And Player1 may not choose "use Violet Esperanza"

  Scenario: A dude with bullets equal to her bounty cannot be chosen
    Given Player1 has these dudes:
      | dude             | at          | bounty | attachments |
      | Violet Esperanza | Town Square | 2      | Blood Curse |
    And a job "Ambush" at "Town Square" led by "Violet Esperanza" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Pancho Castillo"
    When Player1 tries to use "Violet Esperanza"
    Then the play is refused by rule "ability.target"
    And Player1 is asked to "Select a play"

  Scenario: Without a Hex, no ability
    Given Player1 has these dudes:
      | dude             | at          | bounty |
      | Violet Esperanza | Town Square | 3      |
    And a job "Ambush" at "Town Square" led by "Violet Esperanza" against "Olivia Jenks"
    Then Player1 is asked to "Select a casualty"
    And "Olivia Jenks" is at "Town Square"

  Scenario: A Harrowed dude her pull would ace is discarded instead, and no line says he was aced
    Avie Cline (0 bullets, value 10) is Harrowed: aced by a card effect, she is discarded
    instead.
    Given Player1 has these dudes:
      | dude             | at          | bounty | attachments |
      | Violet Esperanza | Town Square | 3      | Blood Curse |
    And Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
    And a job "Ambush" at "Town Square" led by "Violet Esperanza" against "Avie Cline"
    And Player1's next pull is "QH"
    When Player1 uses "Violet Esperanza"
    And Player1 chooses "Avie Cline"
    Then "Avie Cline" is in Player2's discard pile
    And the log contains "Avie Cline is Harrowed: discarded instead of aced"
    And the log does not contain "aces Avie Cline"
    And Player1 is asked to "Select a dude"
