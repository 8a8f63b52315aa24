@card:13012
Feature: The Place
  Deed, Public, Saloon. Increase the production of the leftmost deed in each other street
  by 2.

  General Store and Dead Dog Tavern (Weird West Edition) print 1 and 2 production.

  Background:
    Given the board "shootout"
    And Player1's street is "home, The Place, General Store"

  Scenario: The leftmost deed of the other street produces 2 more
    Given Player2's street is "General Store (Weird West Edition), home, Dead Dog Tavern (Weird West Edition)"
    Then "General Store (Weird West Edition)" has 3 production
    And "Dead Dog Tavern (Weird West Edition)" has 2 production
    And "General Store" has 1 production
    And "The Place" has 4 production

  Scenario: With no deed left of the home, the leftmost deed is the first one right of it
    Given Player2's street is "home, Dead Dog Tavern (Weird West Edition), General Store (Weird West Edition)"
    Then "Dead Dog Tavern (Weird West Edition)" has 4 production
    And "General Store (Weird West Edition)" has 1 production
