@card:24077 @blind
Feature: Bass Reeves (blind proof)
  If you are Law Dogs, reduce the cost to play Bass by 1 for each opposing wanted dude.
  If your opponent in Bass' shootout reveals a cheatin' hand and yours is legal, raise
  your hand rank by 1.
  Noon: If Bass is unbooted, cal out or boot a nearby wanted dude. If a call out is
  accepted by a dude at an adjacent location, boot Bass and move him to that location.

  Scenario: As Law Dogs, Bass costs 1 less for each opposing wanted dude
    Given the board "main street"
    And a game between "Law Dogs" and "The Sloane Gang"
    And Player1 has 9 ghost rock
    And Player1's hand is "Bass Reeves"
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Olivia Jenks    | Town Square | 1      |
      | Pancho Castillo | home        | 2      |
      | Steven Wiles    | home        |        |
    When Player1 hires "Bass Reeves"
    Then "Bass Reeves" is in play
    And Player1 has 2 ghost rock

  Scenario: Player1's own wanted dudes do not reduce the cost
    Given the board "main street"
    And a game between "Law Dogs" and "The Sloane Gang"
    And Player1 has 9 ghost rock
    And Player1's hand is "Bass Reeves"
    And Player1 has these dudes:
      | dude         | at   | bounty |
      | Olivia Jenks | home | 2      |
    When Player1 hires "Bass Reeves"
    Then Player1 has 0 ghost rock

  Scenario: Not Law Dogs, Bass costs full price
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And Player1 has 9 ghost rock
    And Player1's hand is "Bass Reeves"
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 hires "Bass Reeves"
    Then Player1 has 0 ghost rock

  Scenario: Against a cheatin' hand, Bass' legal hand ranks 1 higher
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Bass Reeves | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Bass Reeves" against "Olivia Jenks"
    And Player1's next draw hand is "3S 3D 5C 9S QS"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    Then Player1's hand rank is 3
    And Player2's hand rank is 4
    And Player1 is asked to "Select a casualty"

  Scenario: Against a legal hand Bass gives no rank
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Bass Reeves | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Bass Reeves" against "Olivia Jenks"
    And Player1's next draw hand is "3S 3D 5C 9S QS"
    And Player2's next draw hand is "8C 8H 8D 7D 10S"
    Then Player1's hand rank is 2
    And Player2's hand rank is 4
    And Player1 is asked to "Select a casualty"

  Scenario: Bass boots a wanted dude at an adjacent location
    Given the board "main street"
    And Player1 has these dudes:
      | dude        | at          |
      | Bass Reeves | Town Square |
    And Player2 has these dudes:
      | dude         | at               | bounty |
      | Olivia Jenks | Railroad Station | 1      |
    When Player1 uses "Bass Reeves"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "boot"
    Then "Olivia Jenks" is booted
    And "Bass Reeves" is unbooted
    And "Bass Reeves" is at "Town Square"

  Scenario: A dude who is not wanted cannot be chosen
    Given the board "main street"
    And Player1 has these dudes:
      | dude        | at          |
      | Bass Reeves | Town Square |
    And Player2 has these dudes:
      | dude            | at               | bounty |
      | Olivia Jenks    | Railroad Station |        |
      | Pancho Castillo | Town Square      | 1      |
    When Player1 uses "Bass Reeves"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Olivia Jenks"
    And Player1 is asked to "Select a dude"

  Scenario: Booted, Bass cannot use his Noon ability
    Given the board "main street"
    And Player1 has these dudes:
      | dude        | at          | booted |
      | Bass Reeves | Town Square | true   |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 tries to use "Bass Reeves"
    Then "Olivia Jenks" is unbooted

  Scenario: A call out accepted at an adjacent location boots Bass and moves him there
    Given the board "main street"
    And Player1 has these dudes:
      | dude        | at          |
      | Bass Reeves | Town Square |
    And Player2 has these dudes:
      | dude         | at               | bounty |
      | Olivia Jenks | Railroad Station | 1      |
    When Player1 uses "Bass Reeves"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "call out"
    And Player2 accepts
    Then "Bass Reeves" is at "Railroad Station"
    And "Bass Reeves" is booted
    And Player1's posse is "Bass Reeves"
    And Player1 is asked to "Select a casualty"

  Scenario: A call out accepted at Bass' own location neither boots nor moves him
    Given the board "main street"
    And Player1 has these dudes:
      | dude        | at          |
      | Bass Reeves | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 uses "Bass Reeves"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "call out"
    And Player2 accepts
    Then "Bass Reeves" is at "Town Square"
    And "Bass Reeves" is unbooted
    And Player1's posse is "Bass Reeves"
    And Player1 is asked to "Select a casualty"

  Scenario: Only a nearby wanted dude may be chosen: two steps along the street is not nearby
    Given the board "main street"
    And Player1's street is "home, General Store, Telegraph Office"
    And Player1 has these dudes:
      | dude        | at   |
      | Bass Reeves | home |
    And Player2 has these dudes:
      | dude            | at               | bounty |
      | Pancho Castillo | General Store    | 1      |
      | Olivia Jenks    | Telegraph Office | 1      |
    When Player1 uses "Bass Reeves"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Olivia Jenks"

  Scenario: Bass away from the shootout raises nothing
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
      | Bass Reeves    | home        |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "Olivia Jenks"
    And Player1's next draw hand is "3S 3D 5C 9S QS"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    Then Player1's hand rank is 2
    And Player1 is asked to "Select a casualty"

  Scenario: Bass' own cheatin' hand is not raised against a cheater
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Bass Reeves | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Bass Reeves" against "Olivia Jenks"
    And Player1's next draw hand is "3S 3S 5C 9S QS"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    Then Player1's hand rank is 2
    And Player1 is asked to "Select a casualty"
