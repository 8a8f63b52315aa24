Feature: The victory check at Sundown
  Rules digest §10: at the start of Sundown a player whose control points exceed every
  opponent's influence wins the game. If both players qualify, the one with more
  control points wins; with equal control points nobody wins and the game goes on
  (§13.21). Total influence counts all of a player's dudes wherever they stand, and
  total control points count every deed the player controls (§9.1). Effects that last
  until the end of the day still count at Sundown (§13.13).

  Background:
    Given a game between "The Sloane Gang" and "Law Dogs"
    And the phase is Sundown
    And Player1's street is "home, Telegraph Office"

  @rule:sundown.victory
  Scenario: Control points above the opponent's influence win the game
    # Telegraph Office: 2 control points; Tommy Harden: 1 influence
    Given Player2 has these dudes:
      | dude         |
      | Tommy Harden |
    Then Player1 wins the game
    And the log contains in order:
      """
      Player1 has 2 control points and 0 influence
      Player2 has 0 control points and 1 influence
      Player1 wins the game
      """

  @rule:sundown.victory
  Scenario: Control points equal to the opponent's influence are not enough
    # Andreas Andregg: 2 influence
    Given Player2 has these dudes:
      | dude            |
      | Andreas Andregg |
    Then nobody has won the game
    And the log contains in order:
      """
      Player1 has 2 control points and 0 influence
      Player2 has 0 control points and 2 influence
      Day 1 ends
      """

  @rule:sundown.victory @rule:economy.influence
  Scenario: Influence counts wherever the dudes stand, even far from the deeds
    Given Player2 has these dudes:
      | dude            | at             |
      | Tommy Harden    | Town Square    |
      | Philip Swinford | Player1's home |
    Then nobody has won the game
    And Player2 has 2 influence
    And the log contains "Player2 has 0 control points and 2 influence"

  @rule:sundown.victory @rule:economy.control
  Scenario: A deed taken from its owner counts for the player who controls it
    Given Player2 has these dudes:
      | dude            | at               |
      | Andreas Andregg | Telegraph Office |
    Then Player2 wins the game
    And the log contains in order:
      """
      Player1 has 0 control points and 0 influence
      Player2 has 2 control points and 2 influence
      Player2 wins the game
      """

  @rule:sundown.victory.tie
  Scenario: Both players qualify with equal control points: nobody wins today
    Given Player2's street is "home, Undertaker"
    Then nobody has won the game
    And the log contains in order:
      """
      Player1 has 2 control points and 0 influence
      Player2 has 2 control points and 0 influence
      Both players have 2 control points: nobody wins today
      """

  @rule:sundown.victory
  Scenario: Both players qualify: the one with more control points wins
    Given Player1's street is "home, Telegraph Office, General Store"
    And Player2's street is "home, Undertaker"
    Then Player1 wins the game
    And the log contains in order:
      """
      Player1 has 3 control points and 0 influence
      Player2 has 2 control points and 0 influence
      Player1 wins the game
      """

  @rule:sundown.victory @rule:effect.expiry
  Scenario: A Noon influence boost lasting until the end of the day counts at Sundown
    # Without the boost Player2's 3 control points would beat Pancho's 2 influence.
    Given the phase is High Noon
    And Player1's street is "home, Yan Li's Tailoring"
    And Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
    And Player2's street is "home, Undertaker, General Store"
    And Player2 has these dudes:
      | dude         |
      | Tommy Harden |
    And "Pancho Castillo" gets "influence +1" from "Yan Li's Tailoring" until end of day
    When both players pass
    Then nobody has won the game
    And the log contains in order:
      """
      Player1 has 1 control point and 3 influence
      Player2 has 3 control points and 1 influence
      Day 1 ends
      """
