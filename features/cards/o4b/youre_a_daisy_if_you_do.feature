@card:21054
Feature: You're A Daisy If You Do
  Noon: Boot your stud in town square to move an opposing dude to town square. If that dude
  has more control points than your stud, boot the opposing dude; otherwise, unboot the
  opposing dude. Your stud calls out that dude.

  Clyde Owens and Pancho Castillo are studs; Steele Archer a draw.

  Background:
    Given the phase is High Noon
    And Player1's hand is "You're A Daisy If You Do"

  Scenario: The opposing dude comes to town square unbooted and is called out
    Given Player1 has these dudes:
      | dude            | at             | control points |
      | Clyde Owens     | Town Square    | 1              |
      | Steele Archer   | Town Square    | 0              |
      | Pancho Castillo | Player1's home | 0              |
    And Player2 has these dudes:
      | dude         | at             | booted |
      | Olivia Jenks | Player2's home | yes    |
    When Player1 plays "You're A Daisy If You Do"
    Then the options are:
      """
      Olivia Jenks
      cancel
      """
    When Player1 selects "Olivia Jenks"
    Then the options are:
      """
      Clyde Owens
      """
    When Player1 selects "Clyde Owens"
    Then "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is unbooted
    And "Clyde Owens" is booted
    And Player2 is asked to "Select an option"
    And the log contains in order:
      """
      Player1 moves Olivia Jenks to Town Square unbooted
      Player1's Clyde Owens calls out Olivia Jenks
      """

  Scenario: An opposing dude with more control points than the stud is booted
    Given Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player2 has these dudes:
      | dude         | at             | control points |
      | Olivia Jenks | Player2's home | 1              |
    When Player1 plays "You're A Daisy If You Do"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Clyde Owens"
    Then "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is booted
    And the log contains "Player1 moves Olivia Jenks to Town Square booted"
    And the options are:
      """
      accept
      """
