@card:24254 @blind
Feature: Thirst for Blood (blind proof)
  Action. Shootout: Target your dude with 1 or more influence. That dude becomes a stud or
  gains +2 bullets; you may increase their bounty by 1 to gain both bonuses instead.
  Reduce that dude's influence by 1 until after Sundown.

  Avie Cline: a draw with 0 bullets and 2 influence. Rob Wilby: 0 influence.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
      | Rob Wilby  | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "Thirst for Blood, Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Avie Cline" against "Steven Wiles"
    And Player1's posse is "Avie Cline, Rob Wilby"

  Scenario: Only your dude with 1 or more influence is a target
    When Player1 plays "Thirst for Blood"
    Then Player1 may not choose "Rob Wilby"
    And Player1 may not choose "Steven Wiles"
    And Player1 may choose "Avie Cline"
    And Player1 is asked to "Select a dude"

  Scenario: A stud, and 1 influence less
    When Player1 plays "Thirst for Blood"
    And Player1 selects "Avie Cline"
    And Player1 chooses "becomes a stud"
    Then "Avie Cline" is a stud
    And "Avie Cline" has 0 bullets
    And "Avie Cline" has 1 influence
    And "Avie Cline" has 0 bounty
    And Player1 is asked to "Select a play"

  Scenario: +2 bullets, and 1 influence less
    When Player1 plays "Thirst for Blood"
    And Player1 selects "Avie Cline"
    And Player1 chooses "gains +2 bullets"
    Then "Avie Cline" is a draw
    And "Avie Cline" has 2 bullets
    And "Avie Cline" has 1 influence
    And "Avie Cline" has 0 bounty
    And Player1 is asked to "Select a play"

  Scenario: Both bonuses for 1 bounty
    When Player1 plays "Thirst for Blood"
    And Player1 selects "Avie Cline"
    And Player1 chooses "raise the bounty by 1 for both"
    Then "Avie Cline" is a stud
    And "Avie Cline" has 2 bullets
    And "Avie Cline" has 1 bounty
    And "Avie Cline" has 1 influence
    And Player1 is asked to "Select a play"

  Scenario: The influence stays lowered after the shootout, through Sundown's check, and comes back after it
    Given Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 plays "Thirst for Blood"
    And Player1 selects "Avie Cline"
    And Player1 chooses "gains +2 bullets"
    And Player1 passes
    And Player1 picks "Avie Cline" as shooter
    And Player2 aces "Steven Wiles"
    And Player1 stays
    Then Player1 wins the shootout
    And "Avie Cline" has 0 bullets
    And "Avie Cline" has 1 influence
    When the game advances to Sundown
    Then the log contains "Player1 has 0 control points and 1 influence"
    When the game advances to the Upkeep phase of day 2
    Then "Avie Cline" has 2 influence
