@card:24211 @blind
Feature: Establishin' Who's in Charge (blind proof)
  Establishin' Who's in Charge (Weird West Edition), action, cost 1: "Noon Job: Mark an
  in-town deed. If successful, give the deed 1 permanent control point."

  Railroad Station and General Store print 1 control point; Blake Ranch is out of town.

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And Player1's hand is "Establishin' Who's in Charge (Weird West Edition)"
    And Player1 has 10 ghost rock
    And Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |

  Scenario: An unopposed job gives the marked deed a permanent control point
    When Player1 plays "Establishin' Who's in Charge (Weird West Edition)"
    And Player1 selects "Railroad Station"
    Then the job succeeds
    And "Railroad Station" has 2 control points
    And Player1 has 9 ghost rock
    And "Clint Ramsey" is at "Player1's home"
    And "Clint Ramsey" is booted
    And "Establishin' Who's in Charge (Weird West Edition)" is in Player1's discard pile

  Scenario: An out-of-town deed cannot be marked
    When Player1 plays "Establishin' Who's in Charge (Weird West Edition)"
    Then Player1 may choose "Railroad Station"
    And Player1 may choose "General Store"
    And Player1 may not choose "Blake Ranch"
    When Player1 selects "General Store"
    Then the job succeeds
    And "General Store" has 2 control points
    And "Railroad Station" has 1 control points

  Scenario: A failed job gives nothing
    Given Player2 has these dudes:
      | dude         | at               |
      | Steven Wiles | Railroad Station |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 plays "Establishin' Who's in Charge (Weird West Edition)"
    And Player1 selects "Railroad Station"
    And Player2 adds "Steven Wiles" to the posse
    Then Player1 is asked to "Select a casualty"
    When Player1 aces "Clint Ramsey"
    And Player2 stays
    Then the job fails
    And "Railroad Station" has 1 control points

  Scenario: The control point is permanent: it is still there the next day
    Given Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
      | Olivia Jenks | home |
    And Player2 has these dudes:
      | dude         | at   |
      | Steven Wiles | home |
    And Player1's deck is "Pancho Castillo, Jake Smiley, Tin Star, Shotgun, Mustang, Roan, Pinto, Peacemaker, Sun in Yer Eyes, Steele Archer"
    And Player2's deck is "Abram Grothe, Tommy Harden, Philip Swinford, Buffalo Rifle, Whiskey Flask, Auction, Bad Company, Undertaker, Circle M Ranch, Coachwhip!"
    When Player1 plays "Establishin' Who's in Charge (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    And Player1 selects "Railroad Station"
    And Player1 is done
    And the game advances to Sundown
    Then nobody has won the game
    And it is day 2
    And "Railroad Station" has 2 control points
    And Player1 is asked to "Continue after sundown"
