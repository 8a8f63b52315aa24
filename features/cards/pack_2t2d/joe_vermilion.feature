@card:20004
Feature: Joe Vermilion
  Noon: If Joe is at deed you do not own, pay the owner 1 ghost rock to gain ghost rock
  equal to that deed's production.

  On the "shootout" board Bank of California (production 3) is Player2's deed, General
  Store (production 1) Player1's.

  Background:
    Given the board "shootout"
    And Player1 has 3 ghost rock
    And Player2 has 5 ghost rock

  Scenario: At the opponent's deed Joe pays its owner 1 to gain its production
    Given Player1 has these dudes:
      | dude          | at                 |
      | Joe Vermilion | Bank of California |
    When Player1 uses "Joe Vermilion"
    Then Player1 has 5 ghost rock
    And Player2 has 6 ghost rock
    And the log contains "Player1 pays Player2 1 ghost rock to gain 3 ghost rock from Bank of California"

  Scenario: At your own deed nothing happens
    Given Player1 has these dudes:
      | dude          | at            |
      | Joe Vermilion | General Store |
    When Player1 uses "Joe Vermilion"
    Then Player1 has 3 ghost rock
    And Player2 has 5 ghost rock

  Scenario: In the town square nothing happens
    Given Player1 has these dudes:
      | dude          | at          |
      | Joe Vermilion | Town Square |
    When Player1 uses "Joe Vermilion"
    Then Player1 has 3 ghost rock
    And Player2 has 5 ghost rock

  Scenario: At the opponent's home nothing happens: a home is no deed
    Given Player1 has these dudes:
      | dude          | at             |
      | Joe Vermilion | Player2's home |
    When Player1 uses "Joe Vermilion"
    Then Player1 has 3 ghost rock
    And Player2 has 5 ghost rock

  Scenario: Without 1 ghost rock to pay the owner, nothing is gained
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude          | at                 |
      | Joe Vermilion | Bank of California |
    When Player1 uses "Joe Vermilion"
    Then Player1 has 0 ghost rock
    And Player2 has 5 ghost rock

  Scenario: Exactly 1 ghost rock pays the owner
    Given Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude          | at                 |
      | Joe Vermilion | Bank of California |
    When Player1 uses "Joe Vermilion"
    Then Player1 has 3 ghost rock
    And Player2 has 6 ghost rock
