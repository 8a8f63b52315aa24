@card:23041 @blind
Feature: Missed Me! (blind proof)
  Hex. Cheatin' Resolution Hex 5, Boot: Reduce your opponent's hand rank by the total number
  of Sidekicks and dudes in their posse, to a maximum of 4.

  Steele Archer (Huckster 2) casts it: a pull of 3 succeeds. Player2 cheats: three of a kind
  3H 3H 3D (rank 4), or four of a kind KS KS KH KD (rank 8). Bluetick is a Sidekick.

  Background:
    Given the phase is High Noon

  Scenario: Two dudes and a Sidekick in their posse: -3 hand ranks
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Missed Me!  |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Bluetick    |
      | Jake Smiley  | Town Square |             |
    And a shootout at "Town Square" led by "Steele Archer" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Jake Smiley"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1's next pull is "3H"
    And Player1's next draw hand is "2S 4C 7D 9H JC"
    When Player2 picks "Steven Wiles" as shooter
    And Player1 uses "Missed Me!"
    Then Player2's hand rank is 1
    And "Missed Me!" is booted
    And Player1 is asked to "Select a casualty"

  Scenario: Five in their posse: no more than -4
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Missed Me!  |
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | Steven Wiles    | Town Square | Bluetick    |
      | Jake Smiley     | Town Square |             |
      | Pancho Castillo | Town Square |             |
      | Olivia Jenks    | Town Square |             |
    And a shootout at "Town Square" led by "Steele Archer" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Jake Smiley, Pancho Castillo, Olivia Jenks"
    And Player2's next draw hand is "KS KS KH KD 6C"
    And Player1's next pull is "3H"
    And Player1's next draw hand is "2S 4C 7D 9H JC"
    When Player2 picks "Steven Wiles" as shooter
    And Player1 uses "Missed Me!"
    Then Player2's hand rank is 4
    And Player1 is asked to "Select a casualty"

  Scenario: A pull of 2 fails Hex 5: the hand rank stands
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Missed Me!  |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steele Archer" against "Steven Wiles"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1's next pull is "2H"
    And Player1's next draw hand is "2S 4C 7D 9H JC"
    When Player1 uses "Missed Me!"
    Then Player2's hand rank is 4
    And "Missed Me!" is booted
    And Player1 is asked to "Select a casualty"
