@card:11011 @blind
Feature: Buford Hurley (blind proof)
  Dude; upkeep 1.
  While Buford is at a Saloon or Casino, reduce his upkeep and the production of the deed
  by 1.

  Charlie's Place is a Saloon with production 2; General Store is neither.

  Background:
    Given the board "main street"
    And Player1's street is "home, General Store, Charlie's Place (Base Set)"

  Scenario: At a Saloon his upkeep and the deed's production drop by 1
    Given Player1 has these dudes:
      | dude          | at              |
      | Buford Hurley | Charlie's Place |
    Then "Buford Hurley" has 0 upkeep
    And "Charlie's Place" has 1 production

  Scenario: Elsewhere they do not
    Given Player1 has these dudes:
      | dude          | at            |
      | Buford Hurley | General Store |
    Then "Buford Hurley" has 1 upkeep
    And "Charlie's Place" has 2 production
