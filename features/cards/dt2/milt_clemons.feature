@card:24087
Feature: Milt Clemons (Weird West Edition)
  Whenever Milt is given bounty, gain 1 ghost rock.

  Law Dogs (Player1) raises a bounty by 1: Clyde Owens has 2 influence, Milt 1, Olivia Jenks 2.

  Background:
    Given a game between "Law Dogs" and "The Sloane Gang"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude        | at   |
      | Clyde Owens | home |
      | Tommy Harden | home |
    And Player2 has these dudes:
      | dude                                | at          |
      | Milt Clemons (Weird West Edition) | Town Square |
      | Olivia Jenks                        | Town Square |

  Scenario: Milt's controller gains 1 ghost rock when Milt is given bounty
    When Player1 uses "Law Dogs"
    And Player1 selects "Milt Clemons (Weird West Edition)"
    And Player1 selects "Clyde Owens"
    Then "Milt Clemons (Weird West Edition)" has 1 bounty
    And Player2 has 1 ghost rock
    And Player1 has 0 ghost rock
    And the log contains "Player2 gains 1 ghost rock from Milt Clemons (Weird West Edition)'s bounty"

  Scenario: Another dude given bounty gains nothing
    When Player1 uses "Law Dogs"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Clyde Owens"
    And Player1 selects "Tommy Harden"
    Then "Olivia Jenks" has 1 bounty
    And Player2 has 0 ghost rock
