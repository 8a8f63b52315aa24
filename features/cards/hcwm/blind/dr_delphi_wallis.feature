@card:22010 @blind
Feature: Dr. Delphi Wallis (blind proof)
  Shootout: Boot Delphi or her Gadget to make a Mad Scientist skill check against an opposing
  dude's grit. If successful, choose an ability printed on that dude. That dude cannot use the
  ability until after the Sundown phase.

  Delphi is a Mad Scientist 1. Maurice Croker (grit 3 + 1 + 1 = 5) prints "Shootout: If there
  are no studs in your posse, choose an opposing dude. That dude becomes a draw."

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude              | at          |
      | Dr. Delphi Wallis | Town Square |
    And Player2 has these dudes:
      | dude           | at          |
      | Maurice Croker | Town Square |
    And a shootout at "Town Square" led by "Dr. Delphi Wallis" against "Maurice Croker"

  Scenario: A check reaching the dude's grit locks his printed ability
    Given Player1's next pull is "4H"
    When Player1 uses "Dr. Delphi Wallis"
    And Player1 selects "Maurice Croker"
    And Player1 selects "Dr. Delphi Wallis"
    Then "Dr. Delphi Wallis" is booted
    And the log contains "Player2 has no shootout play and passes"
    And Player1 is asked to "Select a card"

  Scenario: A check below the dude's grit locks nothing
    Given Player1's next pull is "3H"
    When Player1 uses "Dr. Delphi Wallis"
    And Player1 selects "Maurice Croker"
    And Player1 selects "Dr. Delphi Wallis"
    Then "Dr. Delphi Wallis" is booted
    And Player2 may choose "use Maurice Croker"
    And Player2 is asked to "Select a play"
