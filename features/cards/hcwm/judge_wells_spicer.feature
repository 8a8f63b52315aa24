@card:22020
Feature: Judge Wells Spicer
  Noon, Boot: Send an opposing dude at this location with more bounty than influence home
  booted. That dude's owner may reduce that dude's bounty to 0.

  Pancho Castillo prints 2 influence, Jake Smiley 0.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          |
      | Judge Wells Spicer | Town Square |

  Scenario: The wanted dude goes home booted; his owner clears his bounty
    Given Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 3      |
    When Player1 uses "Judge Wells Spicer"
    And Player1 selects "Pancho Castillo"
    Then Player2 is asked to "Select an option"
    When Player2 chooses "reduce his bounty to 0"
    Then "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" is booted
    And "Pancho Castillo" has 0 bounty
    And "Judge Wells Spicer" is booted
    And the log contains in order:
      """
      Player1 uses Judge Wells Spicer on Pancho Castillo
      Player1 sends Pancho Castillo home booted
      Player2 reduces Pancho Castillo's bounty to 0
      """

  Scenario: The owner may keep the bounty
    Given Player2 has these dudes:
      | dude        | at          | bounty |
      | Jake Smiley | Town Square | 1      |
    When Player1 uses "Judge Wells Spicer"
    And Player1 selects "Jake Smiley"
    And Player2 chooses "keep his bounty"
    Then "Jake Smiley" is at "Player2's home"
    And "Jake Smiley" has 1 bounty

  Scenario: Only an opposing dude here with more bounty than influence
    Given Player2 has these dudes:
      | dude            | at             | bounty |
      | Pancho Castillo | Town Square    | 1      |
      | Allie Hensman   | Town Square    | 0      |
      | Jake Smiley     | Player2's home | 1      |
    And Player1 has these dudes:
      | dude               | at          | bounty |
      | Judge Wells Spicer | Town Square |        |
      | Clyde Owens        | Town Square | 3      |
    When Player1 tries to use "Judge Wells Spicer"
    Then the play is refused by rule "ability.target"
