@card:20004 @blind
Feature: Joe Vermilion (blind proof)
  Dude, Abomination. Noon: If Joe is at deed you do not own, pay the owner 1 ghost rock to
  gain ghost rock equal to that deed's production.

  Player2 owns Jackson's Strike (production 2); Player1 owns Pat's Perch (production 1).

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Pat's Perch"
    And Player2's street is "home, Jackson's Strike"
    And Player1 has 3 ghost rock
    And Player2 has 3 ghost rock

  Scenario: At another player's deed: pay its owner 1 to gain its production
    Given Player1 has these dudes:
      | dude          | at               |
      | Joe Vermilion | Jackson's Strike |
    When Player1 uses "Joe Vermilion"
    Then Player1 has 4 ghost rock
    And Player2 has 4 ghost rock

  Scenario: At a deed you own: nothing happens
    Given Player1 has these dudes:
      | dude          | at          |
      | Joe Vermilion | Pat's Perch |
    When Player1 uses "Joe Vermilion"
    Then Player1 has 3 ghost rock
    And Player2 has 3 ghost rock

  Scenario: In town square (no deed): nothing happens
    Given Player1 has these dudes:
      | dude          | at          |
      | Joe Vermilion | Town Square |
    When Player1 uses "Joe Vermilion"
    Then Player1 has 3 ghost rock
    And Player2 has 3 ghost rock

  Scenario: Without 1 ghost rock to pay, nothing is gained
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude          | at               |
      | Joe Vermilion | Jackson's Strike |
    When Player1 uses "Joe Vermilion"
    Then Player1 has 0 ghost rock
    And Player2 has 3 ghost rock

  Scenario: Once per day
    Given Player1 has these dudes:
      | dude          | at               |
      | Joe Vermilion | Jackson's Strike |
    And Player1 has used "Joe Vermilion" today
    When Player1 tries to use "Joe Vermilion"
    Then the play is refused by rule "noon.once_per_day"
    And Player1 has 3 ghost rock
