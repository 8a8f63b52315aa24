Feature: What counts in the victory check
  Rules digest §3.4 and §10: Sundown begins with the "during Sundown" effects, then the
  victory check; the rest of Sundown (each player's discard, the refill, unbooting) comes
  after it. A constant effect "during the Sundown phase" is already on when the check is
  made and counts in it (Jake Smiley: "Jake has +2 influence during the Sundown phase").
  Something that happens "at Nightfall" (The Sloane Gang's pay-off, which the Base Set
  prints "during the Sundown phase") resolves after the check: a control point it gives
  cannot win the game that day.

  Background:
    Given a game between "The Sloane Gang" and "Law Dogs"
    And Player1's street is "home, Telegraph Office"

  @rule:sundown.victory
  Scenario: A constant "during Sundown" effect counts in the victory check
    # Telegraph Office: 2 control points. Jake Smiley prints 0 influence; with his +2,
    # Player2's 2 influence holds Player1's 2 control points.
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |
    When both players pass
    Then nobody has won the game
    And the log contains in order:
      """
      Player1 has 2 control points and 0 influence
      Player2 has 0 control points and 2 influence
      Day 1 ends
      """

  @rule:sundown.victory @ruling:sloane-gang-pays-off-after-the-victory-check
  Scenario: A control point given at Nightfall comes after the victory check
    # Andreas Andregg: 2 influence. The Sloane Gang's point would make Player1's 3
    # control points beat it, but only from the next day's check.
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude            | at   |
      | Andreas Andregg | home |
    When Player1 uses "The Sloane Gang"
    And Player1 selects "Pancho Castillo"
    And both players pass
    And Player1 chooses "1 permanent control point"
    Then Player1 has 3 control points
    And nobody has won the game
    And the log contains in order:
      """
      Player1 has 2 control points and 2 influence
      Player2 has 0 control points and 2 influence
      Player1's Pancho Castillo gets 1 permanent control point
      """
    And the log does not contain "Player1 wins the game"
