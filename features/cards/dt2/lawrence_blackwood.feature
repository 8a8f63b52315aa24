@card:24081
Feature: Lawrence Blackwood (Weird West Edition)
  Noon, Boot: If Lawrence is at a deed you do not own, give him 1 control point until he
  leaves that deed or the end of the turn (whichever occurs first).

  The Base Set Lawrence is worth the point for as long as he stays at the deed; this
  printing's point also ends with the turn ("until end of turn" effects end in Sundown,
  after the victory check, §3), so it has its own script
  (cards/dt2/lawrence_blackwood.py).

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Bunkhouse"
    And Player2's street is "home, Circle M Ranch, The Pharmacy"
    And Player2 has these dudes:
      | dude          | at   |
      | Olivia Jenks  | home |
      | Steele Archer | home |

  Scenario: At another player's deed Lawrence becomes worth 1 control point
    Given Player1 has these dudes:
      | dude               | at             |
      | Lawrence Blackwood (Weird West Edition) | Circle M Ranch |
    When Player1 uses "Lawrence Blackwood (Weird West Edition)"
    Then "Lawrence Blackwood (Weird West Edition)" has 1 control points
    And "Lawrence Blackwood (Weird West Edition)" is booted
    And Player1 has 3 control points
    And the log contains in order:
      """
      Player1 uses Lawrence Blackwood (Weird West Edition)
      Player1 gives Lawrence Blackwood (Weird West Edition) 1 control point until he leaves Circle M Ranch or the day ends
      """


  Scenario: The control point counts at that day's victory check, then ends with the turn
    Given Player1 has these dudes:
      | dude                                    | at             |
      | Lawrence Blackwood (Weird West Edition) | Circle M Ranch |
      | Pancho Castillo                         | home           |
    And Player1's hand is "Bounty Hunter"
    When Player1 uses "Lawrence Blackwood (Weird West Edition)"
    And the game advances to the High Noon phase of day 2
    Then "Lawrence Blackwood (Weird West Edition)" has 0 control points
    And "Lawrence Blackwood (Weird West Edition)" is at "Circle M Ranch"
    And the log contains "Player1 has 3 control points and 3 influence"

  Scenario: At his own player's deed nothing happens but the boot
    Given Player1 has these dudes:
      | dude                                    | at        |
      | Lawrence Blackwood (Weird West Edition) | Bunkhouse |
    When Player1 uses "Lawrence Blackwood (Weird West Edition)"
    Then "Lawrence Blackwood (Weird West Edition)" has 0 control points
    And "Lawrence Blackwood (Weird West Edition)" is booted
