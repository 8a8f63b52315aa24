@card:22020 @blind
Feature: Judge Wells Spicer (blind proof)
  Noon, Boot: Send an opposing dude at this location with more bounty than influence home
  booted. That dude's owner may reduce that dude's bounty to 0.

  Jonah Essex has 2 influence, Steven Wiles 3.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          |
      | Judge Wells Spicer | Town Square |
    And Player2 has these dudes:
      | dude         | at             | bounty |
      | Jonah Essex  | Town Square    | 3      |
      | Steven Wiles | Town Square    | 3      |
      | Clint Ramsey | Player2's home | 5      |

  Scenario: Only a dude here with more bounty than influence can be sent home booted
    When Player1 uses "Judge Wells Spicer"
    Then the options are:
      """
      Jonah Essex
      cancel
      """
    When Player1 selects "Jonah Essex"
    Then "Jonah Essex" is at "Player2's home"
    And "Jonah Essex" is booted
    And "Judge Wells Spicer" is booted
    And Player2 is asked to "Select an option"

  Scenario: The dude's owner may reduce his bounty to 0
    When Player1 uses "Judge Wells Spicer"
    And Player1 selects "Jonah Essex"
    And Player2 chooses "reduce his bounty to 0"
    Then "Jonah Essex" has 0 bounty
    And "Jonah Essex" is at "Player2's home"

  Scenario: The owner may keep the bounty
    When Player1 uses "Judge Wells Spicer"
    And Player1 selects "Jonah Essex"
    And Player2 chooses "keep his bounty"
    Then "Jonah Essex" has 3 bounty
    And "Jonah Essex" is booted
