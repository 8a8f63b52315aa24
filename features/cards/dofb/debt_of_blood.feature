@card:25054
Feature: Debt of Blood
  Shootout: If one of your dudes has been discarded or aced this turn, either as a casualty or
  by an opposing card effect, give your target dude +3 bullets and make them a stud.
  Noon: If one of your dudes has been aced this turn, either as a casualty or by an opposing
  card effect, give your target dude +3 bullets and make them a stud.

  Jon Longstride prints 2 bullets and is a draw.

  Background:
    Given the board "shootout"
    And Player1's hand is "Debt of Blood"
    And Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
      | Olivia Jenks   | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: At Noon, after a dude of yours was aced by an opposing job, your dude gets +3 bullets and becomes a stud
    Given Player2's hand is "Ambush (Weird West Edition)"
    And Player2 has 2 ghost rock
    When Player1 passes
    And Player2 plays "Ambush (Weird West Edition)"
    And Player2 selects "Olivia Jenks"
    And Player1 is done
    Then "Olivia Jenks" is in Player1's Boot Hill
    When Player1 plays "Debt of Blood"
    Then Player1 may not choose "Steven Wiles"
    When Player1 selects "Jon Longstride"
    Then "Jon Longstride" has 5 bullets
    And "Jon Longstride" is a stud
    And "Jon Longstride" has "bullets +3, stud" from "Debt of Blood" until end of day
    And the log contains "Player1 gives Jon Longstride +3 bullets and makes them a stud"

  Scenario: At Noon a dude only discarded is not enough
    Given Player1 has lost a dude discarded today
    When Player1 tries to play "Debt of Blood (2nd ability)"
    Then the play is refused by rule "ability.condition"
    And "Debt of Blood" is in Player1's hand

  @ruling:debt-of-blood-shootout-target-in-your-posse
  Scenario: In a shootout a dude discarded this turn is enough; the bonus lasts the shootout
    Given Player1 has lost a dude discarded today
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    When Player1 plays "Debt of Blood"
    Then Player1 may not choose "Olivia Jenks"
    When Player1 selects "Jon Longstride"
    Then "Jon Longstride" has 5 bullets
    And "Jon Longstride" has "bullets +3, stud" from "Debt of Blood" until end of shootout
    And Player1 is asked to "Select a card"

  Scenario: With no dude of yours lost this turn, it cannot be played in a shootout
    Given a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    Then the log contains "Player1 has no shootout play and passes"
    And "Debt of Blood" is in Player1's hand
    And Player1 is asked to "Select a card"
