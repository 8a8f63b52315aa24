@card:23056 @blind
Feature: Vamoosin' (blind proof, proposed ruling)
  Shootout: Send a wanted dude home. This card's ghost rock cost is equal to the wanted
  dude's influence.

  @ruling:vamoosin-sends-home-booted
  Scenario: The wanted dude goes home booted
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Vamoosin'"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 2      |
      | Clint Ramsey | Town Square | 0      |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Clint Ramsey"
    When Player1 plays "Vamoosin'"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" is booted
    And Player2 is asked to "Select a casualty"
