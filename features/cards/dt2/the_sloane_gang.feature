@card:24012
Feature: The Sloane Gang (Weird West Edition)
  Noon, Boot: Boot your dude in the town square. If that dude is still in the town square
  at Nightfall, either gain 1 ghost rock per other player, or give that dude 1 permanent
  control point if they do no already have a control point.

  The Weird West Edition rewords the Base Set outfit ("at Nightfall" is the Sundown
  phase); it shares the Base Set script, and these scenarios prove it behaves the same.

  Background:
    Given a game between "The Sloane Gang (Weird West Edition)" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 2 ghost rock
    And Player1's hand is "Blake Ranch"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |

  Scenario: Still in the town square at Nightfall, the dude gets a permanent control point
    When Player1 uses "The Sloane Gang (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And both players pass
    Then "Pancho Castillo" is booted
    When Player1 chooses "1 permanent control point"
    Then "Pancho Castillo" has 1 control points
    And the log contains in order:
      """
      Player1 uses The Sloane Gang (Weird West Edition) to boot Pancho Castillo in the town square
      Player1's Pancho Castillo gets 1 permanent control point
      """

  Scenario: Or the player takes 1 ghost rock per other player
    When Player1 uses "The Sloane Gang (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And both players pass
    And Player1 chooses "gain 1 ghost rock per other player"
    Then Player1 has 3 ghost rock
    And "Pancho Castillo" has 0 control points
    And the log contains "Player1 gains 1 ghost rock from The Sloane Gang (Weird West Edition)"

  @rule:ability.target
  Scenario: Only your unbooted dudes in the town square can be booted
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 uses "The Sloane Gang (Weird West Edition)"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
