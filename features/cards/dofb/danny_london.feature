@card:25012
Feature: Danny London
  Your Abomination dudes at nearby locations do not gain bounty for joining a posse at
  another player's Private Location.
  Shootout: Target an Abomination dude in your posse. Change Danny's bullet type to the same
  as that dude's. If Danny has a lower bullet rating, he gets a bullet bonus equal to the
  difference in ratings. If he has a higher bullet rating, he suffers a penalty equal to the
  difference instead.

  Danny prints 1 bullet, a draw. Empty Schell is an Abomination; Jake Smiley is not. Eve
  Henry is a 3-bullet stud Abomination, Brother Petrovic a 0-bullet draw Abomination.
  Board "shootout": Railroad Station is Player2's Private deed, adjacent to the town square
  and Player2's home; General Store is Player1's, on the other street.

  Scenario: An Abomination near Danny joins at an opponent's Private deed without bounty
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at               |
      | Danny London | Town Square      |
      | Empty Schell | Town Square      |
      | Jake Smiley  | Railroad Station |
    And Player2 has these dudes:
      | dude        | at               |
      | Clyde Owens | Railroad Station |
    When Player1 calls out "Clyde Owens" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Empty Schell" to the posse
    And Player1 is done
    Then "Empty Schell" is at "Railroad Station"
    And "Empty Schell" has 0 bounty
    And "Jake Smiley" has 1 bounty
    And Player1 is asked to "Select a dude"

  @ruling:danny-london-nearby-where-the-posse-is
  Scenario: Joining a posse that is not near Danny, the Abomination gains bounty as usual
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at               |
      | Danny London | General Store    |
      | Empty Schell | Town Square      |
      | Jake Smiley  | Railroad Station |
    And Player2 has these dudes:
      | dude        | at               |
      | Clyde Owens | Railroad Station |
    When Player1 calls out "Clyde Owens" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Empty Schell" to the posse
    Then "Empty Schell" has 1 bounty
    And Player1 is asked to "Select a dude"

  Scenario: Danny matches a stud Abomination: a stud with his bullets, until the shootout ends
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Danny London | Town Square |
      | Eve Henry    | Town Square |
      | Jake Smiley  | Town Square |
      | Empty Schell | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Danny London" against "Pancho Castillo"
    And Player1's posse is "Danny London, Eve Henry, Jake Smiley"
    When Player1 uses "Danny London"
    Then the options are:
      """
      Eve Henry
      cancel
      """
    When Player1 selects "Eve Henry"
    Then "Danny London" is a stud
    And "Danny London" has 3 bullets
    And "Danny London" has "stud, bullets +2" from "Danny London" until end of shootout
    And the log contains "Player1 makes Danny London a stud with 3 bullets"
    And Player1 is asked to "Select a dude"

  Scenario: Matching a dude with fewer bullets, Danny suffers the difference as a penalty
    Given the board "shootout"
    And Player1 has these dudes:
      | dude             | at          |
      | Danny London     | Town Square |
      | Brother Petrovic | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Danny London" against "Pancho Castillo"
    And Player1's posse is "Danny London, Brother Petrovic"
    When Player1 uses "Danny London"
    And Player1 selects "Brother Petrovic"
    Then "Danny London" is a draw
    And "Danny London" has 0 bullets
    And Player1 is asked to "Select a dude"
