@card:01077
Feature: General Store
  Controller Noon, Boot: Attach a goods or spell (as shoppin'), reducing the cost of that
  card by 2 ghost rock.

  Shotgun costs 3, Whiskey Flask 1, Soul Blast (a Hex) 1; Jonah Essex is a Huckster,
  Pancho Castillo is not.

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |

  Scenario: Attach goods as shoppin', 2 ghost rock cheaper
    Given Player1's hand is "Shotgun"
    When Player1 uses "General Store"
    Then "Shotgun" is attached to "Pancho Castillo"
    And "General Store" is booted
    And "Pancho Castillo" is unbooted
    And Player1 has 4 ghost rock
    And Player1's hand is empty
    And the log contains in order:
      """
      Player1 uses General Store
      Player1 attaches Shotgun to Pancho Castillo for 1 ghost rock
      """

  Scenario: The reduction never makes a card cost less than nothing
    Given Player1's hand is "Whiskey Flask"
    When Player1 uses "General Store"
    Then "Whiskey Flask" is attached to "Pancho Castillo"
    And Player1 has 5 ghost rock
    And the log contains "Player1 attaches Whiskey Flask to Pancho Castillo for 0 ghost rock"

  Scenario: The player selects the card and the dude
    Given Player1's hand is "Shotgun, Soul Blast, Olivia Jenks"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | home        |
      | Jonah Essex     | home        |
      | Jake Smiley     | Town Square |
    When Player1 uses "General Store"
    Then Player1 is asked to "Select a card"
    And Player1 may choose "Shotgun"
    And Player1 may choose "Soul Blast"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Shotgun"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may choose "Jonah Essex"
    And Player1 may not choose "Jake Smiley"
    When Player1 selects "Jonah Essex"
    Then "Shotgun" is attached to "Jonah Essex"
    And Player1 has 4 ghost rock
    And the log contains "Player1 attaches Shotgun to Jonah Essex for 1 ghost rock"

  Scenario: A spell goes only to a dude with its skill
    Given Player1's hand is "Soul Blast"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Jonah Essex     | home |
    When Player1 uses "General Store"
    Then "Soul Blast" is attached to "Jonah Essex"
    And Player1 has 5 ghost rock
    And the log contains "Player1 attaches Soul Blast to Jonah Essex for 0 ghost rock"

  Scenario: As shoppin', the dude must be unbooted
    Given Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude            | at   | booted |
      | Pancho Castillo | home | yes    |
    When Player1 tries to use "General Store"
    Then the play is refused because "General Store's requirement is not met"
    And the play is refused by rule "ability.condition"
    And "General Store" is unbooted
    And "Shotgun" is in Player1's hand

  Scenario: As shoppin', the dude must stand at a location you control
    Given Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 tries to use "General Store"
    Then the play is refused by rule "ability.condition"
    And "General Store" is unbooted
    And "Shotgun" is in Player1's hand

  Scenario: The reduced cost must still be paid
    Given Player1 has 0 ghost rock
    And Player1's hand is "Shotgun"
    When Player1 tries to use "General Store"
    Then the play is refused by rule "ability.condition"
    And "Shotgun" is in Player1's hand

  Scenario: Only goods and spells, not dudes or deeds
    Given Player1's hand is "Olivia Jenks, Bunkhouse"
    When Player1 tries to use "General Store"
    Then the play is refused by rule "ability.condition"
    And "Olivia Jenks" is in Player1's hand

  Scenario: A booted General Store cannot be used
    Given Player1's street is "home, General Store (booted)"
    And Player1's hand is "Shotgun"
    When Player1 tries to use "General Store"
    Then the play is refused by rule "ability.cost"
    And "Shotgun" is in Player1's hand

  Scenario: Only the General Store's controller uses it
    Given Player1's hand is "Shotgun"
    And Player2 has these dudes:
      | dude         | at            |
      | Clint Ramsey | General Store |
    When Player1 tries to use "General Store"
    Then the play is refused by rule "ability.controller"
    And "Shotgun" is in Player1's hand

  Scenario: The General Store is used once per day
    Given Player1 has used "General Store" today
    And Player1's hand is "Shotgun"
    When Player1 tries to use "General Store"
    Then the play is refused by rule "noon.once_per_day"

  Scenario: The reduction is for that card only
    Given Player1's hand is "Shotgun, Whiskey Flask"
    When Player1 uses "General Store"
    And Player1 selects "Shotgun"
    Then Player1 has 4 ghost rock
    And "Whiskey Flask" has 1 cost
    When Player2 passes
    And Player1 attaches "Whiskey Flask" to "Pancho Castillo"
    Then Player1 has 3 ghost rock
    And the log contains "Player1 attaches Whiskey Flask to Pancho Castillo for 1 ghost rock"
