@card:01117
Feature: Bad Company
  Action, cost 0. Noon: Choose a wanted dude. That dude gets +3 bullets and is a stud. If
  any player collects bounty on that dude this turn, they gain 4 extra ghost rock.

  Olivia Jenks is a draw with 2 bullets.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Bad Company"
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Olivia Jenks  | Town Square | 1      |
      | Steele Archer | Town Square |        |

  Scenario: The wanted dude gets +3 bullets and becomes a stud
    When Player1 plays "Bad Company"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 5 bullets
    And "Olivia Jenks" is a stud
    And "Bad Company" is in Player1's discard pile
    And the log contains "Player1 plays Bad Company on Olivia Jenks: +3 bullets, a stud and 4 extra ghost rock for the bounty today"

  Scenario: Whoever collects the dude's bounty today gains 4 extra ghost rock
    Given Player1's next draw hand is "AS AC AD AH JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 plays "Bad Company"
    And Player1 selects "Olivia Jenks"
    And Player2 passes
    And Player1 uses "Clyde Owens"
    And Player1 selects "Olivia Jenks"
    And Player2 accepts
    And Player2 is done
    And Player2 aces "Olivia Jenks"
    And Player1 is done
    Then Player1 has 5 ghost rock
    And the log contains in order:
      """
      Player1 collects 1 ghost rock bounty on Olivia Jenks
      Player1 gains 4 extra ghost rock for the bounty on Olivia Jenks
      """

  Scenario: Only a wanted dude can be chosen
    When Player1 plays "Bad Company"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Steele Archer"
    And Player1 may not choose "Clyde Owens"
    And Player1 is asked to "Select a dude"

  @ruling:bluetick-does-not-choose
  Scenario: A wanted dude who cannot be chosen by opponents is no target of the printed "Choose"
    Given "Olivia Jenks" gets "cannot be chosen by opponents" from "Olivia Jenks" until end of day
    When Player1 tries to play "Bad Company"
    Then the play is refused because "Bad Company has no legal target"
    And the play is refused by rule "ability.target"
    And "Bad Company" is in Player1's hand
    And "Olivia Jenks" has 2 bullets

  Scenario: With no wanted dude in play it is not a play
    Given Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    When Player1 tries to play "Bad Company"
    Then the play is refused by rule "ability.target"
    And "Bad Company" is in Player1's hand

  Scenario: The bullets and the stud last until the end of the day
    Given Player2's hand is "Bounty Hunter"
    When Player1 plays "Bad Company"
    And Player1 selects "Olivia Jenks"
    And the game advances to Sundown
    Then "Olivia Jenks" has 5 bullets
    When the game advances to the Upkeep phase of day 2
    Then "Olivia Jenks" has 2 bullets
    And "Olivia Jenks" is a draw

  Scenario: The bullets and the stud outlast a shootout that day
    Given Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC AD AH JD"
    When Player1 plays "Bad Company"
    And Player1 selects "Olivia Jenks"
    And Player2 passes
    And Player1 calls out "Olivia Jenks" with "Clyde Owens"
    And Player2 accepts
    And Player2 is done
    And Player1 aces "Clyde Owens"
    And Player2 is done
    Then Player2 wins the shootout
    And "Olivia Jenks" has 5 bullets
    And "Olivia Jenks" is a stud
