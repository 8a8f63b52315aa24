@card:25049 @blind
Feature: Like a Bull... (blind proof)
  "Cheatin' Resolution: The cheatin' player either pays 1 ghost rock or discards a random
  card. If this is a shootout, reduce your casualties by 1.
  Resolution: If this shootout is at a deed, boot the deed. It does not provide control
  points or production until after the next Upkeep phase."

  3H 3H is a cheatin' pair (rank 2); Player1's high card (rank 1) loses the round by 1, so
  Player1 would take 1 casualty. Railroad Station: Player2's Private deed, 1 production and
  1 control point; with Law Dogs (3) and the Bank of California (3) Player2 produces 7.

  Scenario: Against a cheatin' hand, the cheater pays 1 ghost rock and your casualties drop by 1
    Given the board "shootout"
    And Player1's hand is "Like a Bull..."
    And Player2 has 5 ghost rock
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    And Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "3H 3H 5C 9S KD"
    When Player1 plays "Like a Bull..."
    And Player2 chooses "pay 1 ghost rock"
    Then Player2 has 4 ghost rock
    And Player1 takes 0 casualties
    And Player1 is asked to "Select a dude"

  Scenario: Against an honest hand at the town square neither ability is offered
    Given the board "shootout"
    And Player1's hand is "Like a Bull..."
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    And Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "3H 3D 5C 9S KD"
    Then Player1 takes 1 casualty
    And "Like a Bull..." is in Player1's hand
    And Player1 is asked to "Select a casualty"

  Scenario: In a shootout at a deed the Resolution boots it and takes its points and production
    Given the board "shootout"
    And Player1's hand is "Like a Bull..."
    And Player1 has these dudes:
      | dude        | at               |
      | Jake Smiley | Railroad Station |
    And Player2 has these dudes:
      | dude            | at               |
      | Pancho Castillo | Railroad Station |
    And a shootout at "Railroad Station" led by "Jake Smiley" against "Pancho Castillo"
    And Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "3H 3D 5C 9S KD"
    When Player1 plays "Like a Bull... (2nd ability)"
    Then "Railroad Station" is booted
    And "Railroad Station" has 0 control points
    And "Railroad Station" has 0 production
    And Player1 is asked to "Select a casualty"

  Scenario: The cheater may discard a random card instead of paying
    Given the board "shootout"
    And Player1's hand is "Like a Bull..."
    And Player2's hand is "Pinto"
    And Player2 has 5 ghost rock
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    And Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "3H 3H 5C 9S KD"
    When Player1 plays "Like a Bull..."
    And Player2 chooses "discard a random card"
    Then Player2 has 5 ghost rock
    And "Pinto" is in Player2's discard pile
    And Player1 takes 0 casualties
    And Player1 is asked to "Select a dude"

  Scenario: The deed produces nothing at the next Upkeep: Player2 collects 6, not 7
    Given the board "shootout"
    And Player1's hand is "Like a Bull..."
    And Player1 has these dudes:
      | dude          | at               |
      | Jake Smiley   | Railroad Station |
      | Steele Archer | Player1's home   |
    And Player2 has these dudes:
      | dude            | at               |
      | Pancho Castillo | Railroad Station |
    And a shootout at "Railroad Station" led by "Jake Smiley" against "Pancho Castillo"
    And Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "3H 3D 5C 9S KD"
    When Player1 plays "Like a Bull... (2nd ability)"
    And Player1 covers the casualties with "discard Jake Smiley"
    And the game advances to the Upkeep phase of day 2
    Then the log contains "Player2 receives 6 ghost rock production"
    And "Railroad Station" has 0 control points
