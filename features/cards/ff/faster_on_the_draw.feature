@card:05037
Feature: Faster on the Draw (Faith and Fear)
  Action. Shootout: Your dude gets +1 bullets. If they are a Deputy, they become a stud.
  One opposing dude gets -2 bullets. (Same behaviour as the Weird West Edition printing,
  whose script claims this one.)

  Philip Swinford is a Deputy (1 bullets, draw); Jon Longstride is not (2 bullets, draw).
  Steven Wiles prints 3 bullets.

  Background:
    Given the board "shootout"
    And Player1's hand is "Faster on the Draw"
    And Player1 has these dudes:
      | dude            | at          |
      | Philip Swinford | Town Square |
      | Jon Longstride  | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Philip Swinford" against "Steven Wiles"
    And Player1's posse is "Philip Swinford, Jon Longstride"

  Scenario: A Deputy gets +1 bullets and becomes a stud; the opposing dude gets -2 bullets
    When Player1 plays "Faster on the Draw"
    Then the options are:
      """
      Philip Swinford
      Jon Longstride
      cancel
      """
    When Player1 selects "Philip Swinford"
    And Player1 selects "Steven Wiles"
    Then "Philip Swinford" has 2 bullets
    And "Philip Swinford" is a stud
    And "Steven Wiles" has 1 bullets
    And "Philip Swinford" has "bullets +1, stud" from "Faster on the Draw" until end of shootout
    And "Steven Wiles" has "bullets -2" from "Faster on the Draw" until end of shootout
    And the log contains in order:
      """
      Player1 plays Faster on the Draw to give Philip Swinford +1 bullets
      Player1 plays Faster on the Draw to give Steven Wiles -2 bullets
      """
    And Player1 is asked to "Select a dude"

  Scenario: A dude who is not a Deputy gets only the bullet
    When Player1 plays "Faster on the Draw"
    And Player1 selects "Jon Longstride"
    And Player1 selects "Steven Wiles"
    Then "Jon Longstride" has 3 bullets
    And "Jon Longstride" is a draw
    And "Steven Wiles" has 1 bullets
    And Player1 is asked to "Select a dude"
