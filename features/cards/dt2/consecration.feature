@card:24197
Feature: Consecration (Weird West Edition)
  Cheatin' Resolution Miracle 7: One of your dudes becomes a stud and gets +2 bullets and +2
  influence until Nightfall. If this is a shootout, reduce your casualties this round by 3.

  Ezrael Jones is a Blessed 1 draw with 1 bullet and 1 influence. 3H 3H is a cheatin' pair.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments                       |
      | Ezrael Jones | Town Square | Consecration (Weird West Edition) |
      | Jake Smiley  | Town Square |                                   |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Against a cheatin' hand, your dude becomes a stud with +2 bullets and +2 influence, and your casualties drop by 3
    Given a shootout at "Town Square" led by "Ezrael Jones" against "Olivia Jenks"
    And Player1's next pull is "6H"
    And Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "3H 3H KC KS KD"
    When Player1 uses "Consecration (Weird West Edition)"
    Then the options are:
      """
      Ezrael Jones
      Jake Smiley
      cancel
      """
    When Player1 selects "Jake Smiley"
    Then "Jake Smiley" is a stud
    And "Jake Smiley" has 3 bullets
    And "Jake Smiley" has 2 influence
    And "Jake Smiley" has "stud, bullets +2, influence +2" from "Consecration (Weird West Edition)" until nightfall
    And "Consecration (Weird West Edition)" is unbooted
    And the log contains in order:
      """
      Player1's Ezrael Jones succeeds by 0 with 6H + 1 = 7 against difficulty 7
      Player1 uses Consecration (Weird West Edition) to make Jake Smiley a stud with +2 bullets and +2 influence
      Player1 reduces their casualties this round by 3
      Player1 reduces their casualties from 6 to 3
      """
    And Player1 takes 3 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: At gamblin', against a cheatin' lowball hand, the dude is consecrated and no casualties are reduced
    Given the board "lowball"
    And Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Whiskey Flask, Killer Bunnies Casino, Holy Roller (Weird West Edition)"
    And Player2's deck is "Tommy Harden, Ace in the Hole, Bad Company, Pistol Whip, Circle M Ranch"
    And Player1 has these dudes:
      | dude         | at   | attachments                       |
      | Ezrael Jones | home | Consecration (Weird West Edition) |
    When Player1 uses "Consecration (Weird West Edition)"
    And Player1 selects "Ezrael Jones"
    Then "Ezrael Jones" is a stud
    And "Ezrael Jones" has 3 bullets
    And "Ezrael Jones" has 3 influence
    And the log contains "Player1's Ezrael Jones succeeds by 0 with 6H + 1 = 7 against difficulty 7"
    And the log does not contain "reduces their casualties"
