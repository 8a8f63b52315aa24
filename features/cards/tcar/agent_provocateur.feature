@card:19018
Feature: Agent Provocateur
  Agent Provocateur cannot enter play at a location that is not your home, leave your home,
  attach cards, leave Boot Hill, or have traits removed. Your dudes at this location cannot
  gain permanent control points except from jobs.

  React: After victory is checked during Sundown, ace Agent Provocateur to play a dude from
  your hand, reducing their cost by 4. This acing effect cannot be prevented.

  Pancho Castillo costs 5, Jonah Essex 6.

  @ruling:agent-provocateur-never-moves
  Scenario: He cannot leave his home
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude              | at             |
      | Agent Provocateur | Player1's home |
    When Player1 tries to move "Agent Provocateur" to "Town Square"
    Then the play is refused by rule "move.cannot_move"
    And "Agent Provocateur" is at "Player1's home"

  @ruling:agent-provocateur-never-moves
  Scenario: He joins no job's posse bound elsewhere
    Given the phase is High Noon
    And Player1's hand is "Kidnappin'"
    And Player1 has these dudes:
      | dude              | at             |
      | Agent Provocateur | Player1's home |
      | Jonah Essex       | Player1's home |
    And Player2 has these dudes:
      | dude           | at          |
      | Prescott Utter | Town Square |
    When Player1 plays "Kidnappin'"
    And Player1 selects "Jonah Essex"
    And Player1 selects "Prescott Utter"
    Then Player2 is asked to "Select a dude"
    And "Jonah Essex" is at "Town Square"
    And "Agent Provocateur" is at "Player1's home"
    And "Agent Provocateur" is unbooted

  @ruling:agent-provocateur-never-moves
  Scenario: He leads a job only against a mark at his home
    Given the phase is High Noon
    And Player1's hand is "Kidnappin'"
    And Player1 has these dudes:
      | dude              | at             |
      | Agent Provocateur | Player1's home |
    And Player2 has these dudes:
      | dude           | at             |
      | Steven Wiles   | Town Square    |
      | Prescott Utter | Player1's home |
    When Player1 plays "Kidnappin'"
    Then Player1 is asked to "Select a dude"
    When Player1 tries to select "Steven Wiles"
    Then the play is refused by rule "job.mark"
    When Player1 selects "Prescott Utter"
    Then Player2 is asked to "Select a dude"
    And "Agent Provocateur" is at "Player1's home"

  Scenario: With no mark at his home, he leads no job
    Given the phase is High Noon
    And Player1's hand is "Kidnappin'"
    And Player1 has these dudes:
      | dude              | at             |
      | Agent Provocateur | Player1's home |
    And Player2 has these dudes:
      | dude           | at          |
      | Prescott Utter | Town Square |
    When Player1 tries to play "Kidnappin'"
    Then the play is refused by rule "job.mark"
    And "Agent Provocateur" is unbooted
    And "Prescott Utter" is at "Town Square"

  @ruling:agent-provocateur-never-moves
  Scenario: He leads no job that marks the town square from his home
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1's hand is "Election Day Slaughter"
    And Player1 has these dudes:
      | dude              | at             |
      | Agent Provocateur | Player1's home |
    And Player2 has these dudes:
      | dude           | at          |
      | Prescott Utter | Town Square |
    When Player1 tries to play "Election Day Slaughter"
    Then the play is refused by rule "move.cannot_move"
    And "Agent Provocateur" is unbooted
    And Player1 has 3 ghost rock

  @ruling:agent-provocateur-never-moves
  Scenario: Another dude leads the job that marks the town square
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1's hand is "Election Day Slaughter"
    And Player1 has these dudes:
      | dude              | at             |
      | Agent Provocateur | Player1's home |
      | Jonah Essex       | Player1's home |
    And Player2 has these dudes:
      | dude           | at          |
      | Prescott Utter | Town Square |
    When Player1 plays "Election Day Slaughter"
    Then the log contains "Player1 has only Jonah Essex to lead the job"
    And "Jonah Essex" is at "Town Square"
    And "Agent Provocateur" is at "Player1's home"
    And "Agent Provocateur" is unbooted
    And Player2 is asked to "Select a dude"

  Scenario: No card attaches to him
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude              | at             |
      | Agent Provocateur | Player1's home |
      | Pancho Castillo   | Player1's home |
    When Player1 tries to attach "Shotgun" to "Agent Provocateur"
    Then the play is refused by rule "noon.shoppin.only_attach"
    When Player1 attaches "Shotgun" to "Pancho Castillo"
    Then "Shotgun" is attached to "Pancho Castillo"

  Scenario: After the victory check he makes way for a dude from hand, 4 cheaper
    Given the phase is Sundown
    And Player1 has 2 ghost rock
    And Player1's hand is "Jonah Essex, Shotgun"
    And Player1 has these dudes:
      | dude              | at             |
      | Agent Provocateur | Player1's home |
    When Player1 reacts with "Agent Provocateur"
    Then "Agent Provocateur" is in Player1's boot hill
    And "Jonah Essex" is at "Player1's home"
    And Player1 has 0 ghost rock
    And the log contains in order:
      """
      Player1 uses Agent Provocateur
      Player1 aces Agent Provocateur
      """

  Scenario: With no dude in hand he can afford at 4 less, there is nothing to react with
    Given the phase is Sundown
    And Player1 has 1 ghost rock
    And Player1's hand is "Jonah Essex, Shotgun"
    And Player1 has these dudes:
      | dude              | at             |
      | Agent Provocateur | Player1's home |
    When Player1 tries to react with "Agent Provocateur"
    Then the play is refused by rule "ability.react"
    And "Agent Provocateur" is at "Player1's home"
