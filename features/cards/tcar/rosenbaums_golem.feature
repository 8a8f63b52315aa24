@card:19010
Feature: Rosenbaum's Golem
  Shootout, Boot: Choose an opposing dude. Boot that dude, and you may give them +5
  value. If that dude's grit is 11 or higher, you may unboot one of your other dudes.

  Steele Archer: value 4, 0 bullets, 2 influence: grit 6, 11 with +5 value.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude              | at          | booted |
      | Rosenbaum's Golem | Town Square | no     |
      | Jon Longstride    | home        | yes    |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Rosenbaum's Golem" against "Steele Archer"

  Scenario: +5 value lifts the dude to grit 11: another of your dudes unboots
    When Player1 uses "Rosenbaum's Golem"
    Then the options are:
      """
      Steele Archer
      cancel
      """
    When Player1 selects "Steele Archer"
    And Player1 chooses "give +5 value"
    Then "Steele Archer" is booted
    And "Steele Archer" has 9 value
    And "Steele Archer" has 11 grit
    And "Steele Archer" has "value +5" from "Rosenbaum's Golem" until end of shootout
    And "Rosenbaum's Golem" is booted
    And Player1 is asked to "Select a dude"
    And Player1 may not choose "Rosenbaum's Golem"
    When Player1 selects "Jon Longstride"
    Then "Jon Longstride" is unbooted
    And the log contains in order:
      """
      Player1 uses Rosenbaum's Golem to boot Steele Archer
      Player1 gives Steele Archer +5 value
      Player1 unboots Jon Longstride
      """
    And Player2 is asked to "Select a play"

  Scenario: Without the value the dude's grit stays under 11: nobody unboots
    When Player1 uses "Rosenbaum's Golem"
    And Player1 selects "Steele Archer"
    And Player1 chooses "pass"
    Then "Steele Archer" is booted
    And "Steele Archer" has 4 value
    And "Jon Longstride" is booted
    And Player2 is asked to "Select a play"

  Scenario: A booted Golem cannot use it
    Given Player1 has these dudes:
      | dude              | at          | booted |
      | Rosenbaum's Golem | Town Square | yes    |
    And Player1's hand is "Sun in Yer Eyes"
    When Player1 tries to use "Rosenbaum's Golem"
    Then the play is refused by rule "ability.cost"
    And Player1 is asked to "Select a play"

  Scenario: A dude of grit 12 needs no value; only your other booted dudes may unboot
    Given Player1 has these dudes:
      | dude              | at          | booted | attachments      |
      | Rosenbaum's Golem | Town Square | no     |                  |
      | Jon Longstride    | home        | yes    | Mustang (booted) |
      | Clyde Owens       | home        | no     |                  |
    And Player2 has these dudes:
      | dude         | at          | booted |
      | Avie Cline   | Town Square | no     |
      | Olivia Jenks | home        | yes    |
    And a shootout at "Town Square" led by "Rosenbaum's Golem" against "Avie Cline"
    When Player1 uses "Rosenbaum's Golem"
    And Player1 selects "Avie Cline"
    And Player1 chooses "pass"
    Then "Avie Cline" has 12 grit
    And the options are:
      """
      Jon Longstride
      done
      """
