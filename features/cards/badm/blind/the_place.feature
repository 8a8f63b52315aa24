@card:13012 @blind
Feature: The Place (blind proof)
  Deed, Public, Saloon; production 4, control 1.
  Increase the production of the leftmost deed in each other street by 2.

  Player2's street: Railroad Station (production 1) - home - Bank of California.

  Background:
    Given the board "main street"
    And Player1's street is "General Store, home, The Place"
    And Player2's street is "Railroad Station, home, Bank of California"

  Scenario: The leftmost deed of the other street gets +2 production, its own street's does not
    Then "Railroad Station" has 3 production
    And "General Store" has 1 production
    And "The Place" has 4 production
