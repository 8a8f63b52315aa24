@card:23056 @blind
Feature: Vamoosin' (blind proof)
  Shootout: Send a wanted dude home. This card's ghost rock cost is equal to the wanted
  dude's influence.

  Steven Wiles (3 influence) is wanted; Clint Ramsey is not.

  Background:
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

  Scenario: A wanted dude goes home, unbooted, for his influence in ghost rock
    When Player1 plays "Vamoosin'"
    Then the options are:
      """
      Steven Wiles
      cancel
      """
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" is unbooted
    And Player2's posse is "Clint Ramsey"
    And Player1 has 7 ghost rock

  Scenario: Without ghost rock for his influence, the wanted dude cannot be chosen
    Given Player1 has 2 ghost rock
    When Player1 tries to play "Vamoosin'"
    Then the play is refused by rule "ability.cost"
    And "Steven Wiles" is at "Town Square"
