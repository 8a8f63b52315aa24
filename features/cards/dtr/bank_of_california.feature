@card:01055
Feature: Bank of California
  Deed, Public, production 3, 2 control points. Players cannot take ghost rock from the
  Bank's controller.

  Background:
    Given the phase is High Noon
    And Player1's hand is "This is a Holdup!"
    And Player1 has 1 ghost rock
    And Player2 has 5 ghost rock

  @rule:economy.take
  Scenario: Ghost rock cannot be taken from the Bank's controller
    Given Player2's street is "home, Bank of California"
    And Player1 has these dudes:
      | dude            | at                 |
      | Pancho Castillo | Bank of California |
    And Player2 has these dudes:
      | dude         | at                 |
      | Olivia Jenks | Bank of California |
    When Player1 plays "This is a Holdup!"
    And Player1 selects "Pancho Castillo"
    Then Player2 has 5 ghost rock
    And Player1 has 1 ghost rock
    And "Pancho Castillo" has 0 bounty
    And the log contains "Player1's Pancho Castillo takes no ghost rock from Player2 at Bank of California"

  Scenario: It protects the controller at every deed, not only at the Bank
    Given Player2's street is "home, Bank of California, Circle M Ranch"
    And Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Circle M Ranch |
    When Player1 plays "This is a Holdup!"
    And Player1 selects "Pancho Castillo"
    Then Player2 has 5 ghost rock
    And the log contains "Player1's Pancho Castillo takes no ghost rock from Player2 at Circle M Ranch"

  Scenario: An owner who lost control of the Bank is no longer protected
    Given Player2's street is "home, Circle M Ranch, Bank of California"
    And Player1 has these dudes:
      | dude            | at                 |
      | Pancho Castillo | Circle M Ranch     |
      | Steele Archer   | Bank of California |
    Then Player1 has 3 control points
    When Player1 plays "This is a Holdup!"
    And Player1 selects "Pancho Castillo"
    Then Player2 has 3 ghost rock
    And Player1 has 3 ghost rock
    And the log contains "Player1's Pancho Castillo takes 2 ghost rock from Player2 at Circle M Ranch and gains 2 bounty"
