@card:01002
Feature: Law Dogs
  Outfit. Noon, Boot: Choose a dude. Boot your dudes with a total influence greater than the
  chosen dude's influence to raise that dude's bounty by 1.

  Clyde Owens has 2 influence, Tommy Harden and Philip Swinford 1 each, Allie Hensman 0;
  Olivia Jenks has 2 influence.

  Background:
    Given a game between "Law Dogs" and "The Sloane Gang"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          |
      | Clyde Owens     | home        |
      | Tommy Harden    | home        |
      | Philip Swinford | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Booting dudes with more influence than the chosen dude raises its bounty
    When Player1 uses "Law Dogs"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Clyde Owens"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Tommy Harden"
    And Player1 may not choose "Clyde Owens"
    When Player1 selects "Tommy Harden"
    Then "Olivia Jenks" has 1 bounty
    And "Clyde Owens" is booted
    And "Tommy Harden" is booted
    And "Philip Swinford" is unbooted
    And "Law Dogs" is booted
    And the log contains in order:
      """
      Player1 uses Law Dogs on Olivia Jenks
      Player1 boots Clyde Owens, Tommy Harden to raise the bounty on Olivia Jenks by 1
      """

  Scenario: The booting stops as soon as the total is greater
    When Player1 uses "Law Dogs"
    And Player1 selects "Philip Swinford"
    And Player1 selects "Clyde Owens"
    Then "Philip Swinford" has 1 bounty
    And "Tommy Harden" is unbooted
    And "Philip Swinford" is unbooted
    And the log contains "Player1 boots Clyde Owens to raise the bounty on Philip Swinford by 1"

  Scenario: A total only equal to the chosen dude's influence is not enough
    Given Player1 has these dudes:
      | dude            | at   | booted |
      | Clyde Owens     | home | yes    |
      | Tommy Harden    | home |        |
      | Philip Swinford | home |        |
    When Player1 uses "Law Dogs"
    Then Player1 may not choose "Olivia Jenks"
    And Player1 may choose "Tommy Harden"
    And Player1 is asked to "Select a dude"

  Scenario: With no dude to outweigh, the outfit's ability is not a play
    Given Player1 has these dudes:
      | dude          | at   |
      | Allie Hensman | home |
    When Player1 tries to use "Law Dogs"
    Then the play is refused by rule "ability.target"
    And "Law Dogs" is unbooted

  Scenario: A booted outfit cannot use the ability
    Given Player1's outfit is booted
    When Player1 tries to use "Law Dogs"
    Then the play is refused by rule "ability.cost"

  Scenario: The ability is used once per day
    Given Player1 has used "Law Dogs" today
    When Player1 tries to use "Law Dogs"
    Then the play is refused by rule "noon.once_per_day"

  Scenario: The raised bounty stays after the day ends
    Given Player1's hand is "Bounty Hunter"
    When Player1 uses "Law Dogs"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Clyde Owens"
    And Player1 selects "Tommy Harden"
    And the game advances to Sundown
    Then "Olivia Jenks" has 1 bounty
