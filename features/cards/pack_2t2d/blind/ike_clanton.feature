@card:20026 @blind
Feature: Ike Clanton (Too Tough to Die) (blind proof)
  Dude, 0 bullets, 2 influence.
  Noon, Boot: Give a deed the Rowdy keyword. This effect lasts until after the next Upkeep
  phase. (Control of a Rowdy deed is checked with bullets instead of influence.)

  At Player2's General Store stand Clint Ramsey (Player1's, 2 bullets, 1 influence) and
  Steven Wiles (Player2's): with Rowdy, control goes by bullets.

  Background:
    Given the phase is High Noon
    And Player2's street is "home, General Store"
    And Player1 has these dudes:
      | dude                           | at            |
      | Ike Clanton | home          |
      | Clint Ramsey                   | General Store |
    And Player2 has these dudes:
      | dude          | at            |
      | Steele Archer | General Store |

  Scenario: The deed is Rowdy until the next Upkeep is over, and control goes by bullets
    Then Player2 controls "General Store"
    When Player1 uses "Ike Clanton"
    And Player1 selects "General Store"
    Then "General Store" has the keyword "Rowdy"
    And Player1 controls "General Store"
    And "Ike Clanton" is booted
    When the game advances to the Upkeep phase of day 2
    Then "General Store" has the keyword "Rowdy"
    When the game advances to the High Noon phase of day 2
    Then "General Store" does not have the keyword "Rowdy"

  Scenario: A booted Ike cannot use it
    Given Player1 has these dudes:
      | dude                           | at   | booted |
      | Ike Clanton | home | yes    |
    When Player1 tries to use "Ike Clanton"
    Then the play is refused by rule "ability.cost"
