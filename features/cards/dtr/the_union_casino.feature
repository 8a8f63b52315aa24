@card:01074
Feature: The Union Casino
  Deed, Public, Casino, Saloon. Controller Noon, Boot: Choose your dude at this location and
  pay any amount of ghost rock. Each other player may then pay any amount of ghost rock. If
  you paid at least 4 ghost rock more than any other player, your dude permanently gets 1
  control point.

  Each player is offered only the amounts they can pay, 0 included; a player with no
  ghost rock pays 0 without being asked.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, The Union Casino"
    And Player1 has 6 ghost rock
    And Player2 has 3 ghost rock
    And Player1 has these dudes:
      | dude            | at               |
      | Pancho Castillo | The Union Casino |
      | Steven Wiles    | Town Square      |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | The Union Casino |

  Scenario: Outbidding the other player by 4 gives your dude a permanent control point
    When Player1 uses "The Union Casino"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "pay 5 ghost rock"
    And Player2 chooses "pay 1 ghost rock"
    Then "Pancho Castillo" has 1 control points
    And "The Union Casino" is booted
    And Player1 has 1 ghost rock
    And Player2 has 2 ghost rock
    And the log contains in order:
      """
      Player1 uses The Union Casino with Pancho Castillo
      Player1 pays 5 ghost rock
      Player2 pays 1 ghost rock
      Player1's Pancho Castillo permanently gets 1 control point
      """

  Scenario: Outbidding by less than 4 gives nothing, and both players still pay
    When Player1 uses "The Union Casino"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "pay 5 ghost rock"
    And Player2 chooses "pay 2 ghost rock"
    Then "Pancho Castillo" has 0 control points
    And Player1 has 1 ghost rock
    And Player2 has 1 ghost rock
    And the log contains "Player1 does not outbid Player2 by 4 ghost rock"

  Scenario: Each player is offered any amount they can pay, from 0
    When Player1 uses "The Union Casino"
    And Player1 selects "Pancho Castillo"
    Then Player1 is asked to "Select an amount"
    And Player1 may not choose "pay 7 ghost rock"
    And the options are:
      """
      pay 0 ghost rock
      pay 1 ghost rock
      pay 2 ghost rock
      pay 3 ghost rock
      pay 4 ghost rock
      pay 5 ghost rock
      pay 6 ghost rock
      """
    When Player1 chooses "pay 4 ghost rock"
    Then Player2 is asked to "Select an amount"
    And the options are:
      """
      pay 0 ghost rock
      pay 1 ghost rock
      pay 2 ghost rock
      pay 3 ghost rock
      """

  Scenario: An other player with no ghost rock pays nothing and is not asked
    Given Player2 has 0 ghost rock
    When Player1 uses "The Union Casino"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "pay 4 ghost rock"
    Then "Pancho Castillo" has 1 control points
    And Player1 has 2 ghost rock
    And the log contains in order:
      """
      Player1 pays 4 ghost rock
      Player2 pays 0 ghost rock
      Player1's Pancho Castillo permanently gets 1 control point
      """

  Scenario: Only your dudes at this location may be chosen
    When Player1 uses "The Union Casino"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Steven Wiles"
    And Player1 may not choose "Olivia Jenks"
    And Player1 is asked to "Select a dude"

  Scenario: With none of your dudes at this location there is nobody to choose
    Given Player1 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to use "The Union Casino"
    Then the play is refused because "The Union Casino has no legal target"
    And the play is refused by rule "ability.target"
    And Player1 has 6 ghost rock

  Scenario: A booted Union Casino cannot be used
    Given Player1's street is "home, The Union Casino (booted)"
    When Player1 tries to use "The Union Casino"
    Then the play is refused because "The Union Casino is booted"
    And the play is refused by rule "ability.cost"

  Scenario: The Union Casino is used once per day
    Given Player1 has used "The Union Casino" today
    When Player1 tries to use "The Union Casino"
    Then the play is refused by rule "noon.once_per_day"
    And Player1 has 6 ghost rock

  Scenario: The control point is permanent
    Given Player1's hand is "Sun in Yer Eyes"
    When Player1 uses "The Union Casino"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "pay 6 ghost rock"
    And Player2 chooses "pay 0 ghost rock"
    And the game advances to Sundown
    And the game advances to the Upkeep phase of day 2
    Then it is day 2
    And "Pancho Castillo" has 1 control points
    And Player1 has 2 control points
