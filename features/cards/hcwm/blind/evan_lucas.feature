@card:22015 @blind
Feature: Evan Lucas (blind proof)
  If Evan Lucas is in your posse, you gain 1 ghost rock whenever an opposing dude is aced.

  Player2 loses the round and covers its casualties with Steven Wiles: acing him covers two
  casualties (two pair against a high card), discarding him one (a pair).

  Background:
    Given the board "shootout"
    And Player1 has 0 ghost rock
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: With Evan in your posse, an opposing dude aced pays you 1 ghost rock
    Given Player1 has these dudes:
      | dude       | at          |
      | Evan Lucas | Town Square |
    And Player1's next draw hand is "KH KC 3D 3S 9C"
    And Player2's next draw hand is "2S 4C 6S 8C JD"
    And a shootout at "Town Square" led by "Evan Lucas" against "Steven Wiles"
    When Player2 covers the casualties with "ace Steven Wiles"
    Then Player1 has 1 ghost rock
    And Player1 is asked to "Select a dude"

  Scenario: An opposing dude discarded pays nothing
    Given Player1 has these dudes:
      | dude       | at          |
      | Evan Lucas | Town Square |
    And Player1's next draw hand is "KH KC 3D 5D 9C"
    And Player2's next draw hand is "2S 4C 6S 8C JD"
    And a shootout at "Town Square" led by "Evan Lucas" against "Steven Wiles"
    When Player2 covers the casualties with "discard Steven Wiles"
    Then Player1 has 0 ghost rock
    And Player1 is asked to "Select a dude"

  Scenario: With Evan out of the posse, the ace pays nothing
    Given Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Town Square    |
      | Evan Lucas      | Player1's home |
    And Player1's next draw hand is "KH KC 3D 3S 9C"
    And Player2's next draw hand is "2S 4C 6S 8C JD"
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    When Player2 covers the casualties with "ace Steven Wiles"
    Then Player1 has 0 ghost rock
    And Player1 is asked to "Select a dude"
