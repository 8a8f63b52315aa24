@card:20012
Feature: Feichi "Suitcase" Lee
  Dude, influence 2. Shootout, Boot: Choose a dude in the posse opposing Feichi. Boot that
  dude. If Feichi has more influence than that dude, one of your other dudes at any
  location may join your posse (moving if necessary).

  Influence: Steven Wiles 3, Olivia Jenks 2, Tommy Harden 1.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                  | at          | booted |
      | Feichi "Suitcase" Lee | Town Square | no     |
      | Jake Smiley           | home        | yes    |
      | Clyde Owens           | Town Square | no     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Tommy Harden | Town Square |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Feichi "Suitcase" Lee"
    And Player1's posse is "Feichi "Suitcase" Lee, Clyde Owens"
    And Player2's posse is "Olivia Jenks, Tommy Harden, Steven Wiles"

  Scenario: Boot an opposing dude with less influence, and bring another dude into the posse
    When Player1 uses "Feichi "Suitcase" Lee"
    And Player1 selects "Tommy Harden"
    Then "Tommy Harden" is booted
    And "Feichi "Suitcase" Lee" is booted
    And the options are:
      """
      Jake Smiley
      done
      """
    When Player1 selects "Jake Smiley"
    Then Player1's posse is "Feichi "Suitcase" Lee, Clyde Owens, Jake Smiley"
    And "Jake Smiley" is at "Town Square"
    And the log contains in order:
      """
      Player1 boots Tommy Harden
      Player1 brings Jake Smiley into the posse
      """
    And Player2 is asked to "Select a dude"

  Scenario: The joining is optional
    When Player1 uses "Feichi "Suitcase" Lee"
    And Player1 selects "Tommy Harden"
    And Player1 is done
    Then Player1's posse is "Feichi "Suitcase" Lee, Clyde Owens"
    And "Jake Smiley" is at "Player1's home"
    And Player2 is asked to "Select a dude"

  Scenario: Against a dude with as much influence, he is booted and nobody joins
    When Player1 uses "Feichi "Suitcase" Lee"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And Player1's posse is "Feichi "Suitcase" Lee, Clyde Owens"
    And "Jake Smiley" is at "Player1's home"
    And Player2 is asked to "Select a dude"

  Scenario: Only a dude in the opposing posse may be chosen
    When Player1 uses "Feichi "Suitcase" Lee"
    Then the options are:
      """
      Olivia Jenks
      Tommy Harden
      Steven Wiles
      cancel
      """

  Scenario: Against a dude with more influence, he is booted and nobody joins
    When Player1 uses "Feichi "Suitcase" Lee"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is booted
    And Player1's posse is "Feichi "Suitcase" Lee, Clyde Owens"
    And Player2 is asked to "Select a dude"
