@card:24227 @blind
Feature: Ol' Fashioned Hangin' (blind proof)
  Noon Job: Mark an opposing dude with at least 2 bounty. If successful, ace the mark, and
  your leader (if still in play) gets 1 permanent control point.

  Tommy Harden (1 influence, no control points) leads; Player2's dudes stand in the town
  square with the bounty shown. Acing a wanted dude by a card effect pays his bounty to
  his opponent (digest §9.2): 5 ghost rock - 1 for the card + 2 bounty.

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's hand is "Ol' Fashioned Hangin' (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at   |
      | Tommy Harden | home |

  Scenario: An unopposed job aces the mark and the leader gets a permanent control point
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 2      |
    When Player1 plays "Ol' Fashioned Hangin' (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 chooses "done"
    Then the job succeeds
    And "Olivia Jenks" is in Player2's boot hill
    And "Tommy Harden" has 1 control points
    And Player1 has 6 ghost rock

  Scenario: The control point is permanent: it is still there the next day
    Given Player2 has these dudes:
      | dude           | at             | bounty |
      | Olivia Jenks   | Town Square    | 2      |
      | Steven Wiles   | Player2's home | 0      |
    And Player2 has 10 ghost rock
    When Player1 plays "Ol' Fashioned Hangin' (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 chooses "done"
    And the game advances to the High Noon phase of day 2
    Then "Tommy Harden" has 1 control points

  Scenario: Only an opposing dude with at least 2 bounty may be marked
    Given Player2 has these dudes:
      | dude           | at          | bounty |
      | Olivia Jenks   | Town Square | 1      |
      | Ramiro Mendoza | Town Square | 2      |
    When Player1 plays "Ol' Fashioned Hangin' (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Ramiro Mendoza"
    And Player1 may not choose "Olivia Jenks"

  Scenario: With no opposing dude of 2 bounty, it cannot be played
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 tries to play "Ol' Fashioned Hangin' (Weird West Edition)"
    Then the play is refused by rule "job.mark"
