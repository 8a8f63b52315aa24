@card:25054 @blind
Feature: Debt of Blood (blind proof)
  Headline. "Shootout: If one of your dudes has been discarded or aced this turn, either as a
  casualty or by an opposing card effect, give your target dude +3 bullets and make them a
  stud.
  Noon: If one of your dudes has been aced this turn, either as a casualty or by an opposing
  card effect, give your target dude +3 bullets and make them a stud."

  Jake Smiley: a draw with 1 bullet.

  Scenario: In a shootout, after losing a dude discarded today, your dude gets +3 bullets and is a stud
    Given the board "shootout"
    And Player1's hand is "Debt of Blood"
    And Player1 has lost a dude discarded today
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    When Player1 plays "Debt of Blood"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" has 4 bullets
    And "Jake Smiley" is a stud
    And Player1 is asked to "Select a card"

  Scenario: In a shootout, with no dude of yours lost today, it does nothing
    Given the board "shootout"
    And Player1's hand is "Debt of Blood"
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    When Player1 tries to play "Debt of Blood"
    And Player1 tries to select "Jake Smiley"
    Then "Jake Smiley" has 1 bullets
    And "Jake Smiley" is a draw
    And Player1 is asked to "Select a card"

  Scenario: At Noon, after losing a dude aced today, your dude gets +3 bullets and is a stud for the day
    Given the phase is High Noon
    And Player1's hand is "Debt of Blood"
    And Player1 has lost a dude aced today
    And Player1 has these dudes:
      | dude        | at             |
      | Jake Smiley | Player1's home |
    When Player1 plays "Debt of Blood"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" has 4 bullets
    And "Jake Smiley" is a stud
    And "Jake Smiley" has "bullets +3, stud" from "Debt of Blood" until end of day

  Scenario: At Noon a dude only discarded today is not enough
    Given the phase is High Noon
    And Player1's hand is "Debt of Blood"
    And Player1 has lost a dude discarded today
    And Player1 has these dudes:
      | dude        | at             |
      | Jake Smiley | Player1's home |
    When Player1 tries to play "Debt of Blood"
    And Player1 tries to select "Jake Smiley"
    Then "Jake Smiley" has 1 bullets
    And "Jake Smiley" is a draw
