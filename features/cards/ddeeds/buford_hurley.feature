@card:11011
Feature: Buford Hurley
  Dude, upkeep 1. While Buford is at a Saloon or Casino, reduce his upkeep and the
  production of the deed by 1.

  Dead Dog Tavern is a Saloon (2 production); General Store is neither.

  Background:
    Given the board "shootout"
    And Player1's street is "home, General Store, Dead Dog Tavern"

  Scenario: At a Saloon his upkeep and the deed's production drop by 1
    Given Player1 has these dudes:
      | dude          | at              |
      | Buford Hurley | Dead Dog Tavern |
    Then "Buford Hurley" has 0 upkeep
    And "Dead Dog Tavern" has 1 production

  Scenario: At a Saloon of the other player the deed still produces 1 less
    Given Player2's street is "home, Dead Dog Tavern (Weird West Edition)"
    And Player1 has these dudes:
      | dude          | at                                   |
      | Buford Hurley | Dead Dog Tavern (Weird West Edition) |
    Then "Buford Hurley" has 0 upkeep
    And "Dead Dog Tavern (Weird West Edition)" has 1 production
    And "Dead Dog Tavern" has 2 production

  Scenario: Elsewhere, nothing changes
    Given Player1 has these dudes:
      | dude          | at            |
      | Buford Hurley | General Store |
    Then "Buford Hurley" has 1 upkeep
    And "Dead Dog Tavern" has 2 production
    And "General Store" has 1 production

  Scenario: At a Casino his upkeep drops too
    Given Player1's street is "home, Five Aces Gambling Hall"
    And Player1 has these dudes:
      | dude          | at                      |
      | Buford Hurley | Five Aces Gambling Hall |
    Then "Buford Hurley" has 0 upkeep
