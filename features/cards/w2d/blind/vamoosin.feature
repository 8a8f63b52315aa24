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

  Scenario: A wanted dude goes home for his influence in ghost rock
    When Player1 plays "Vamoosin'"
    Then the options are:
      """
      Steven Wiles
      cancel
      """
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" is at "Player2's home"
    And Player2's posse is "Clint Ramsey"
    And Player1 has 7 ghost rock
    And Player2 is asked to "Select a casualty"

  Scenario: Only a wanted dude whose influence its player can pay may be chosen
    Given Player1 has 2 ghost rock
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 2      |
      | Clint Ramsey | Town Square | 1      |
    When Player1 plays "Vamoosin'"
    Then the options are:
      """
      Clint Ramsey
      cancel
      """
    When Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is at "Player2's home"
    And Player1 has 1 ghost rock
    And Player2 is asked to "Select a casualty"

  Scenario: Its player's own wanted dude may be sent home too
    Given Player1 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
      | Tommy Harden    | Town Square | 0      |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player1's posse is "Pancho Castillo, Tommy Harden"
    When Player1 plays "Vamoosin'"
    Then Player1 may choose "Pancho Castillo"
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Player1's home"
    And Player1's posse is "Tommy Harden"
    And Player1 has 8 ghost rock
    And Player2 is asked to "Select a casualty"

  @ruling:vamoosin-sends-the-dude-home-booted
  Scenario: The wanted dude goes home booted
    When Player1 plays "Vamoosin'"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" is booted
    And Player2 is asked to "Select a casualty"
