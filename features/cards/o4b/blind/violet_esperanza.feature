@card:21033 @blind
Feature: Violet Esperanza (blind proof)
  Shootout: Choose an opposing dude with bullets less than Violet's bounty while Violet is
  attempting a job. Ace Violet's Hex and pull. If the pull is greater than that dude's value,
  ace that dude.

  Soul Blast is a Hex. Pancho Castillo: value 5, 3 bullets; Clint Ramsey value 11, 2 bullets.

  Background:
    Given the phase is High Noon
    And Player2's street is "home, General Store"

  Scenario: On a job, Violet aces her Hex and a pull over the chosen dude's value aces him
    Given Player1 has these dudes:
      | dude             | at            | attachments | bounty |
      | Violet Esperanza | General Store | Soul Blast  | 4      |
    And Player2 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
    And a job "Kidnappin'" at "General Store" led by "Violet Esperanza" against "Pancho Castillo"
    And Player1's next pull is "6H"
    When Player1 uses "Violet Esperanza"
    And Player1 selects "Pancho Castillo"
    Then "Soul Blast" is in Player1's boot hill
    And "Pancho Castillo" is in Player2's boot hill
    And Player1 is asked to "Select a dude"

  Scenario: A pull equal to the dude's value does not ace him
    Given Player1 has these dudes:
      | dude             | at            | attachments | bounty |
      | Violet Esperanza | General Store | Soul Blast  | 4      |
    And Player2 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
    And a job "Kidnappin'" at "General Store" led by "Violet Esperanza" against "Pancho Castillo"
    And Player1's next pull is "5H"
    When Player1 uses "Violet Esperanza"
    And Player1 selects "Pancho Castillo"
    Then "Soul Blast" is in Player1's boot hill
    And "Pancho Castillo" is in play
    And Player2 is asked to "Select a casualty"

  Scenario: A dude with as many bullets as Violet's bounty cannot be chosen
    Given Player1 has these dudes:
      | dude             | at            | attachments | bounty |
      | Violet Esperanza | General Store | Soul Blast  | 3      |
    And Player2 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
    And a job "Kidnappin'" at "General Store" led by "Violet Esperanza" against "Pancho Castillo"
    When Player1 tries to use "Violet Esperanza"
    Then "Soul Blast" is attached to "Violet Esperanza"
    And Player1 may not choose "use Violet Esperanza"
    And Player1 is asked to "Select a play"

  Scenario: Outside a job, in a call out's shootout, she cannot use it
    Given Player1 has these dudes:
      | dude             | at            | attachments | bounty |
      | Violet Esperanza | General Store | Soul Blast  | 4      |
    And Player2 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
    And a shootout at "General Store" led by "Violet Esperanza" against "Pancho Castillo"
    When Player1 tries to use "Violet Esperanza"
    Then "Soul Blast" is attached to "Violet Esperanza"
    And Player1 may not choose "use Violet Esperanza"
    And Player1 is asked to "Select a play"
