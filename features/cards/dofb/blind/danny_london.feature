@card:25012 @blind
Feature: Danny London (blind proof)
  Your Abomination dudes at nearby locations do not gain bounty for joining a posse at
  another player's Private Location.
  Shootout: Target an Abomination dude in your posse. Change Danny's bullet type to the same
  as that dude's. If Danny has a lower bullet rating, he gets a bullet bonus equal to the
  difference in ratings. If he has a higher bullet rating, he suffers a penalty equal to the
  difference instead.

  Danny prints 1 bullets and is a draw. Alan Campbell is an Abomination stud with 3
  bullets; Bobo an Abomination stud. Railroad Station is Player2's Private deed, next to
  Player2's home; the town square is adjacent to it.

  Scenario: Danny takes an Abomination's bullet type and rating
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          |
      | Danny London  | Town Square |
      | Alan Campbell | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Danny London" against "Steven Wiles"
    And Player1's posse is "Danny London, Alan Campbell"
    When Player1 uses "Danny London"
    And Player1 selects "Alan Campbell"
    Then "Danny London" is a stud
    And "Danny London" has 3 bullets
    And Player1 is asked to "Select a dude"

  Scenario: Only an Abomination in your posse may be targeted
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Danny London   | Town Square |
      | Alan Campbell  | Town Square |
      | Jon Longstride | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Danny London" against "Steven Wiles"
    And Player1's posse is "Danny London, Alan Campbell, Jon Longstride"
    When Player1 uses "Danny London"
    Then Player1 may choose "Alan Campbell"
    And Player1 may not choose "Jon Longstride"
    And Player1 may not choose "Steven Wiles"
    And Player1 is asked to "Select a dude"

  @ruling:danny-london-nearby-where-the-posse-is
  Scenario: An Abomination of yours near Danny gains no bounty joining at another player's Private deed
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at               |
      | Jon Longstride| Railroad Station |
      | Danny London  | Town Square      |
      | Alan Campbell | Town Square      |
    And Player2 has these dudes:
      | dude         | at               |
      | Steven Wiles | Railroad Station |
    When Player1 calls out "Steven Wiles" with "Jon Longstride"
    And Player2 accepts
    And Player1 adds "Alan Campbell" to the posse
    And Player1 is done
    Then "Alan Campbell" is not wanted
    And "Jon Longstride" is wanted
    And Player1 is asked to "Select a dude"

  Scenario: Without Danny nearby the Abomination gains the bounty
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at               |
      | Jon Longstride | Railroad Station |
      | Danny London   | Blake Ranch      |
      | Alan Campbell  | Town Square      |
    And Player2 has these dudes:
      | dude         | at               |
      | Steven Wiles | Railroad Station |
    When Player1 calls out "Steven Wiles" with "Jon Longstride"
    And Player2 accepts
    And Player1 adds "Alan Campbell" to the posse
    Then "Alan Campbell" is wanted
    And Player1 is asked to "Select a dude"

  Scenario: With a higher bullet rating Danny suffers the difference as a penalty
    Given the board "shootout"
    And Player1 has these dudes:
      | dude             | at          |
      | Danny London     | Town Square |
      | Brother Petrovic | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Danny London" against "Steven Wiles"
    And Player1's posse is "Danny London, Brother Petrovic"
    When Player1 uses "Danny London"
    And Player1 selects "Brother Petrovic"
    Then "Danny London" has 0 bullets
    And "Danny London" is a draw
    And Player1 is asked to "Select a dude"
