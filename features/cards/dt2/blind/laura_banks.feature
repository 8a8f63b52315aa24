@card:24065 @blind
Feature: Laura Banks (blind proof)
  Dude, Law Dogs; 0 bullets (draw), influence 2.
  Shootout: Give 1 bounty to or remove 1 bounty from a dude in this shootout.

  Background:
    Given a game between "Law Dogs" and "Black Hills Guardians"
    And the phase is High Noon
    And Player1's hand is "Sun in Yer Eyes"

  Scenario: She gives an opposing dude in the shootout 1 bounty
    Given Player1 has these dudes:
      | dude        | at          |
      | Laura Banks | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Laura Banks" against "Olivia Jenks"
    When Player1 uses "Laura Banks"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "give 1 bounty"
    Then "Olivia Jenks" has 1 bounty
    And Player1 is asked to "Select a play"

  Scenario: She removes 1 bounty from a wanted dude in the shootout
    Given Player1 has these dudes:
      | dude        | at          |
      | Laura Banks | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 2      |
    And a shootout at "Town Square" led by "Laura Banks" against "Olivia Jenks"
    When Player1 uses "Laura Banks"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "remove 1 bounty"
    Then "Olivia Jenks" has 1 bounty
    And Player1 is asked to "Select a play"

  Scenario: A dude outside the shootout cannot be chosen
    Given Player1 has these dudes:
      | dude        | at          |
      | Laura Banks | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steven Wiles | home        |
    And a shootout at "Town Square" led by "Laura Banks" against "Olivia Jenks"
    When Player1 uses "Laura Banks"
    Then Player1 may not choose "Steven Wiles"
    And Player1 may choose "Olivia Jenks"
    And Player1 is asked to "Select a dude"

  Scenario: She may remove 1 bounty from a dude of her own posse, herself included
    Given Player1 has these dudes:
      | dude        | at          | bounty |
      | Laura Banks | Town Square | 1      |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Laura Banks" against "Olivia Jenks"
    When Player1 uses "Laura Banks"
    And Player1 selects "Laura Banks"
    And Player1 chooses "remove 1 bounty"
    Then "Laura Banks" has 0 bounty
    And "Laura Banks" is not wanted
    And Player1 is asked to "Select a play"
