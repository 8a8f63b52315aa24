@card:22005
Feature: Rock Woofstone
  Repeat Noon: Pay an opponent 1 ghost rock to move Rock to town square.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at             |
      | Rock Woofstone | Player1's home |

  Scenario: Rock pays the opponent 1 ghost rock and moves to town square unbooted
    Given Player1 has 3 ghost rock
    And Player2 has 0 ghost rock
    When Player1 uses "Rock Woofstone"
    Then "Rock Woofstone" is at "Town Square"
    And "Rock Woofstone" is unbooted
    And Player1 has 2 ghost rock
    And Player2 has 1 ghost rock
    And the log contains in order:
      """
      Player1 pays 1 ghost rock to use Rock Woofstone
      Player1 moves Rock Woofstone to Town Square
      """

  Scenario: Repeat: Rock can use it again the same day
    Given Player1 has 3 ghost rock
    And Player2 has 0 ghost rock
    When Player1 uses "Rock Woofstone"
    And Player2 passes
    And Player1 moves "Rock Woofstone" to "Player1's home"
    And Player2 passes
    And Player1 uses "Rock Woofstone"
    Then "Rock Woofstone" is at "Town Square"
    And Player1 has 1 ghost rock
    And Player2 has 2 ghost rock

  Scenario: Without 1 ghost rock Rock cannot pay
    Given Player1 has 0 ghost rock
    When Player1 tries to use "Rock Woofstone"
    Then the play is refused by rule "ability.cost"
    And "Rock Woofstone" is at "Player1's home"
