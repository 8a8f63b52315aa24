@card:23010
Feature: Mourning Mist
  Noon, Boot: Ace Mourning Mist to boot a dude at this or an adjacent location.

  On the main street board Player1's street is home - General Store - Telegraph Office:
  the General Store is adjacent to the town square and to both neighbours; Telegraph
  Office is not adjacent to Player1's home (§4.1).

  Background:
    Given the board "main street"
    And Player1 has these dudes:
      | dude          | at            |
      | Mourning Mist | General Store |
    And Player2 has these dudes:
      | dude            | at             |
      | Sloane          | Town Square    |
      | Pancho Castillo | General Store  |
      | Olivia Jenks    | Player2's home |

  Scenario: Mourning Mist aces herself to boot a dude at an adjacent location
    When Player1 uses "Mourning Mist"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Mourning Mist"
    When Player1 selects "Sloane"
    Then "Sloane" is booted
    And "Mourning Mist" is in Player1's boot hill
    And the log contains in order:
      """
      Player1 uses Mourning Mist to boot Sloane
      Player1 aces Mourning Mist
      """

  Scenario: A dude at her own location may be booted too
    When Player1 uses "Mourning Mist"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Sloane" is unbooted
    And "Mourning Mist" is in Player1's boot hill

  Scenario: Booted, she cannot
    Given Player1 has these dudes:
      | dude          | at          | booted |
      | Mourning Mist | Town Square | yes    |
    When Player1 tries to use "Mourning Mist"
    Then the play is refused by rule "ability.cost"
    And "Mourning Mist" is in play
    And "Sloane" is unbooted
