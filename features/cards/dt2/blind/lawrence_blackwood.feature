@card:24081 @blind
Feature: Lawrence Blackwood (blind proof)
  Lawrence Blackwood (Weird West Edition): "Noon, Boot: If Lawrence is at a deed you do
  not own, give him 1 control point until he leaves that deed or the end of the turn
  (whichever occurs first)."

  Mustang: "Noon, Boot: Move this dude (without booting)."

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"

  Scenario: At a deed Player1 does not own, Lawrence gets 1 control point
    Given Player1 has these dudes:
      | dude                                    | at               |
      | Lawrence Blackwood (Weird West Edition) | Railroad Station |
    When Player1 uses "Lawrence Blackwood (Weird West Edition)"
    Then "Lawrence Blackwood (Weird West Edition)" has 1 control points
    And "Lawrence Blackwood (Weird West Edition)" is booted
    And Player1 has 5 control points

  Scenario: At a deed Player1 owns, he gets nothing
    Given Player1 has these dudes:
      | dude                                    | at            |
      | Lawrence Blackwood (Weird West Edition) | General Store |
    When Player1 uses "Lawrence Blackwood (Weird West Edition)"
    Then "Lawrence Blackwood (Weird West Edition)" has 0 control points
    And Player1 has 3 control points

  Scenario: At the town square, which is no deed, he gets nothing
    Given Player1 has these dudes:
      | dude                                    | at          |
      | Lawrence Blackwood (Weird West Edition) | Town Square |
    When Player1 uses "Lawrence Blackwood (Weird West Edition)"
    Then "Lawrence Blackwood (Weird West Edition)" has 0 control points
    And Player1 has 3 control points

  Scenario: The opponent's home is no deed: he gets nothing there
    Given Player1 has these dudes:
      | dude                                    | at             |
      | Lawrence Blackwood (Weird West Edition) | Player2's home |
    When Player1 uses "Lawrence Blackwood (Weird West Edition)"
    Then "Lawrence Blackwood (Weird West Edition)" has 0 control points
    And Player1 has 3 control points

  Scenario: The control point ends when he leaves the deed
    Given Player1 has these dudes:
      | dude                                    | at               | attachments |
      | Lawrence Blackwood (Weird West Edition) | Railroad Station | Mustang     |
    When Player1 uses "Lawrence Blackwood (Weird West Edition)"
    And Player2 passes
    And Player1 uses "Mustang"
    And Player1 chooses "Town Square"
    Then "Lawrence Blackwood (Weird West Edition)" is at "Town Square"
    And "Lawrence Blackwood (Weird West Edition)" has 0 control points

  Scenario: The control point counts at Sundown and is gone the next day
    Player2's 5 influence stops Player1's 5 control points from winning at Sundown.
    Given Player1 has these dudes:
      | dude                                    | at               |
      | Lawrence Blackwood (Weird West Edition) | Railroad Station |
    And Player2 has these dudes:
      | dude         | at   |
      | Steven Wiles | home |
      | Olivia Jenks | home |
    And Player1's deck is "Clint Ramsey, Pancho Castillo, Jake Smiley, Tin Star, Shotgun, Mustang, Roan, Pinto, Peacemaker, Sun in Yer Eyes"
    And Player2's deck is "Abram Grothe, Tommy Harden, Philip Swinford, Buffalo Rifle, Whiskey Flask, Auction, Bad Company, Undertaker, Circle M Ranch, Coachwhip!"
    When Player1 uses "Lawrence Blackwood (Weird West Edition)"
    And the game advances to Sundown
    Then the log contains "Player1 has 5 control points and 1 influence"
    And nobody has won the game
    And it is day 2
    And "Lawrence Blackwood (Weird West Edition)" has 0 control points
    And "Lawrence Blackwood (Weird West Edition)" is at "Railroad Station"
    And Player1 is asked to "Continue after sundown"
