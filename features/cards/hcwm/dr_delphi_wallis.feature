@card:22010
Feature: Dr. Delphi Wallis
  Shootout: Boot Delphi or her Gadget to make a Mad Scientist skill check against an opposing
  dude's grit. If successful, choose an ability printed on that dude. That dude cannot use the
  ability until after the Sundown phase.

  Delphi is a Mad Scientist 1. Allie Hensman's grit is 3 (value 1, 2 bullets, 0 influence);
  she prints "Noon, Boot: If Allie is at the town square, she permanently gets 1 control
  point". Personal Ornithopter is a Gadget.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |

  Scenario: A success locks the opposing dude's ability until the day ends
    Given Player1 has these dudes:
      | dude              | at          |
      | Dr. Delphi Wallis | Town Square |
    And a shootout at "Town Square" led by "Dr. Delphi Wallis" against "Allie Hensman"
    And Player1's next pull is "2H"
    When Player1 uses "Dr. Delphi Wallis"
    And Player1 selects "Allie Hensman"
    And Player1 selects "Dr. Delphi Wallis"
    Then "Dr. Delphi Wallis" is booted
    And "Allie Hensman" has "cannot use ability 1" from "Dr. Delphi Wallis" until end of day
    And the log contains in order:
      """
      Player1's Dr. Delphi Wallis succeeds by 0 with 2H + 1 = 3 against difficulty 3
      Player1 uses Dr. Delphi Wallis so that Allie Hensman's ability cannot be used today
      """
    And Player1 is asked to "Select a card"

  Scenario: Booting her Gadget instead; a failed check locks nothing
    Given Player1 has these dudes:
      | dude              | at          | booted | attachments                               |
      | Dr. Delphi Wallis | Town Square | yes    | Personal Ornithopter (Weird West Edition) |
    And a shootout at "Town Square" led by "Dr. Delphi Wallis" against "Allie Hensman"
    And Player1's next pull is "AH"
    When Player1 uses "Dr. Delphi Wallis"
    And Player1 selects "Allie Hensman"
    And Player1 selects "Personal Ornithopter (Weird West Edition)"
    Then "Personal Ornithopter (Weird West Edition)" is booted
    And "Allie Hensman" has no lasting effects
    And the log contains "Player1's Dr. Delphi Wallis fails by 1 with AH + 1 = 2 against difficulty 3"
    And Player1 is asked to "Select a card"

  Scenario: Booted, without a Gadget, Delphi cannot pay
    Given Player1 has these dudes:
      | dude              | at          | booted |
      | Jake Smiley       | Town Square |        |
      | Dr. Delphi Wallis | Town Square | yes    |
    And a shootout at "Town Square" led by "Jake Smiley" against "Allie Hensman"
    And Player1's posse is "Jake Smiley, Dr. Delphi Wallis"
    And Player1's hand is "Pistol Whip"
    Then Player1 is asked to "Select a play"
    When Player1 tries to use "Dr. Delphi Wallis"
    Then the play is refused by rule "ability.cost"

  Scenario: Only a dude in the opposing posse; a trait is no ability to lock
    Irving Patterson's grit is 3 and he prints only a trait; Pancho Castillo is not in the posse.
    Given Player1 has these dudes:
      | dude              | at          |
      | Dr. Delphi Wallis | Town Square |
    And Player2 has these dudes:
      | dude             | at          |
      | Irving Patterson | Town Square |
      | Pancho Castillo  | Town Square |
    And a shootout at "Town Square" led by "Dr. Delphi Wallis" against "Irving Patterson"
    And Player1's next pull is "KH"
    When Player1 uses "Dr. Delphi Wallis"
    Then Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "Dr. Delphi Wallis"
    When Player1 selects "Irving Patterson"
    And Player1 selects "Dr. Delphi Wallis"
    Then "Irving Patterson" has no lasting effects
    And the log contains "Player1's Dr. Delphi Wallis succeeds by 11 with KH + 1 = 14 against difficulty 3"
    And Player1 is asked to "Select a card"

  Scenario: A React is an ability she can lock
    Philip Swinford's grit is 4; he prints a React ("you may discard a card ... to draw a card").
    Given Player1 has these dudes:
      | dude              | at          |
      | Dr. Delphi Wallis | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Philip Swinford | Town Square |
    And a shootout at "Town Square" led by "Dr. Delphi Wallis" against "Philip Swinford"
    And Player1's next pull is "KH"
    When Player1 uses "Dr. Delphi Wallis"
    And Player1 selects "Philip Swinford"
    And Player1 selects "Dr. Delphi Wallis"
    Then "Philip Swinford" has "cannot use ability 1" from "Dr. Delphi Wallis" until end of day
    And Player1 is asked to "Select a card"
