@card:24012
Feature: The Sloane Gang (Weird West Edition)
  Noon, Boot: Boot your dude in the town square. If that dude is still in the town square
  at Nightfall, either gain 1 ghost rock per other player, or give that dude 1 permanent
  control point if they do no already have a control point.

  The Weird West Edition rewords the Base Set outfit. "At Nightfall" comes after the
  victory check, so the control point cannot win the game that day; the Base Set's
  "during the Sundown phase" is read the same way (docs/rulings.md), so this printing
  shares the Base Set script, and these scenarios prove it behaves the same.

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

  @rule:sundown.victory @ruling:sloane-gang-pays-off-after-the-victory-check
  Scenario: At Nightfall is after the victory check: the control point cannot win that day
    # Telegraph Office: 2 control points; Andreas Andregg: 2 influence. With Pancho's
    # point counted, Player1 would have 3 control points and win.
    Given Player1's street is "home, Telegraph Office"
    And Player2 has these dudes:
      | dude            | at   |
      | Andreas Andregg | home |
    When Player1 uses "The Sloane Gang (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And both players pass
    And Player1 chooses "1 permanent control point"
    Then "Pancho Castillo" has 1 control points
    And Player1 has 3 control points
    And nobody has won the game
    And the log contains in order:
      """
      Player1 has 2 control points and 2 influence
      Player2 has 0 control points and 2 influence
      Player1's Pancho Castillo gets 1 permanent control point
      """
    And the log does not contain "Player1 wins the game"

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
