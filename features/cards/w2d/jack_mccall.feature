@card:23023
Feature: Jack McCall
  Shootout: If there are more dudes in your posse than in the opposing posse, give Jack 1
  bounty to make him a stud.

  Jack McCall is a 1-bullet draw.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Sun in Yer Eyes"
    And Player1 has these dudes:
      | dude         | at          |
      | Jack McCall  | Town Square |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Jake Smiley  | Town Square |

  Scenario: Outnumbering the opposing posse, Jack takes a bounty and becomes a stud for the shootout
    Given a shootout at "Town Square" led by "Jack McCall" against "Steven Wiles"
    And Player1's posse is "Jack McCall, Olivia Jenks"
    And Player2's posse is "Steven Wiles"
    When Player1 uses "Jack McCall"
    Then "Jack McCall" is a stud
    And "Jack McCall" has 1 bounty
    And "Jack McCall" has "stud" from "Jack McCall" until end of shootout
    And the log contains "Player1 gives Jack McCall 1 bounty to make him a stud"
    And Player1 is asked to "Select a play"

  Scenario: With as many dudes as the opposing posse, the ability is refused
    Given a shootout at "Town Square" led by "Jack McCall" against "Steven Wiles"
    And Player1's posse is "Jack McCall, Olivia Jenks"
    And Player2's posse is "Steven Wiles, Jake Smiley"
    When Player1 tries to use "Jack McCall"
    Then the play is refused by rule "ability.condition"
    And "Jack McCall" is a draw
    And "Jack McCall" has 0 bounty
    And Player1 is asked to "Select a play"
