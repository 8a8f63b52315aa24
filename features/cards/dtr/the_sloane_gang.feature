@card:01004
Feature: The Sloane Gang
  Noon, Boot: Boot your dude in the town square. If that dude is still in the town
  square during the Sundown phase, either gain 1 ghost rock per other player, or your
  dude permanently gets 1 control point if they do not already have one.

  Background:
    Given a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 2 ghost rock
    And Player1's hand is "Blake Ranch"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jake Smiley     | home        |
    And Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |

  @rule:ability.trait
  Scenario: Still in the town square at Sundown, the dude gets a permanent control point
    When Player1 uses "The Sloane Gang"
    And Player1 selects "Pancho Castillo"
    And both players pass
    Then Player1 is asked to "Select an option"
    And "Pancho Castillo" is booted
    When Player1 chooses "1 permanent control point"
    Then "Pancho Castillo" has 1 control points
    And the log contains in order:
      """
      Player1 uses The Sloane Gang to boot Pancho Castillo in the town square
      Player1 has 0 control points and 4 influence
      Player1's Pancho Castillo gets 1 permanent control point
      """

  @rule:sundown.victory @ruling:sloane-gang-pays-off-after-the-victory-check
  Scenario: The control point comes after the victory check, too late to win that day
    # Telegraph Office: 2 control points; Andreas Andregg: 2 influence. With Pancho's
    # point counted, Player1 would have 3 control points and win.
    Given Player1's street is "home, Telegraph Office"
    And Player2 has these dudes:
      | dude            | at   |
      | Andreas Andregg | home |
    When Player1 uses "The Sloane Gang"
    And Player1 selects "Pancho Castillo"
    And both players pass
    And Player1 chooses "1 permanent control point"
    Then "Pancho Castillo" has 1 control points
    And Player1 has 3 control points
    And nobody has won the game
    And the log contains in order:
      """
      Player1 has 2 control points and 4 influence
      Player2 has 0 control points and 2 influence
      Player1's Pancho Castillo gets 1 permanent control point
      """
    And the log does not contain "Player1 wins the game"

  @rule:ability.trait
  Scenario: Or the player takes 1 ghost rock per other player
    When Player1 uses "The Sloane Gang"
    And Player1 selects "Pancho Castillo"
    And both players pass
    And Player1 chooses "gain 1 ghost rock per other player"
    Then Player1 has 3 ghost rock
    And "Pancho Castillo" has 0 control points
    And the log contains "Player1 gains 1 ghost rock from The Sloane Gang"

  @rule:ability.trait
  Scenario: A dude who already has a control point brings the ghost rock
    Given Player1 has these dudes:
      | dude            | at          | control points |
      | Pancho Castillo | Town Square | 1              |
    When Player1 uses "The Sloane Gang"
    And Player1 selects "Pancho Castillo"
    And both players pass
    Then Player1 has 3 ghost rock
    And "Pancho Castillo" has 1 control points
    And the log contains "Player1 gains 1 ghost rock from The Sloane Gang"

  @rule:ability.trait
  Scenario: A dude worth a control point while you control two Ranches already has one
    Given Player1's street is "home, Circle M Ranch"
    And Player1's out of town deeds are "Blake Ranch"
    And Player1 has these dudes:
      | dude      | at          |
      | Max Baine | Town Square |
    Then "Max Baine" has 1 control points
    When Player1 uses "The Sloane Gang"
    And Player1 selects "Max Baine"
    And both players pass
    Then Player1 has 3 ghost rock
    And "Max Baine" has 1 control points
    And the log contains "Player1 gains 1 ghost rock from The Sloane Gang"

  @rule:ability.trait
  Scenario: A dude no longer in the town square at Sundown brings nothing
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AH 4D 7C 9D"
    When Player1 uses "The Sloane Gang"
    And Player1 selects "Pancho Castillo"
    And Player2 calls out "Pancho Castillo" with "Steven Wiles"
    And Player1 accepts
    And Player1 is done
    And Player1 discards "Pancho Castillo"
    And Player2 stays
    And both players pass
    Then Player1 has 2 ghost rock
    And "Pancho Castillo" is in Player1's discard pile
    And the log does not contain "Player1 gains 1 ghost rock from The Sloane Gang"
    And the log contains "Player1 discards Pancho Castillo to cover 1 casualty (0 remaining)"

  @rule:ability.target
  Scenario: Only your unbooted dudes in the town square can be booted
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 uses "The Sloane Gang"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
