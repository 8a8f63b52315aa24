@card:24188
Feature: Forget (Weird West Edition)
  Noon Hex 5, Boot: Target an ability printed on a dude at a nearby location. That ability
  cannot be used until after Nightfall.

  Steele Archer is a Huckster 2. Allie Hensman prints "Noon, Boot: If Allie is at the town
  square, she permanently gets 1 control point"; Philip Swinford prints a React; Irving
  Patterson prints only a trait ("When Irving joins a posse, gain 1 ghost rock"); Pancho
  Castillo prints no ability.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                 |
      | Steele Archer | Town Square | Forget (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at          |
      | Allie Hensman   | Town Square |
      | Pancho Castillo | Town Square |

  @rule:spell.cast
  Scenario: The forgotten ability cannot be used until after Nightfall
    Given Player2 has 10 ghost rock
    And Player1 has 10 ghost rock
    And Player1's next pull is "3H"
    When Player1 uses "Forget (Weird West Edition)"
    And Player1 selects "Allie Hensman"
    Then "Forget (Weird West Edition)" is booted
    And "Allie Hensman" has "cannot use ability 1" from "Forget (Weird West Edition)" until end of day
    And the log contains in order:
      """
      Player1's Steele Archer succeeds by 0 with 3H + 2 = 5 against difficulty 5
      Player1 uses Forget (Weird West Edition) so that Allie Hensman's ability cannot be used today
      """
    When Player2 tries to use "Allie Hensman"
    Then the play is refused by rule "ability.condition"
    When the game advances to the High Noon phase of day 2
    Then "Allie Hensman" has no lasting effects

  @rule:spell.cast
  Scenario: A failed cast forgets nothing
    Given Player1's next pull is "2H"
    When Player1 uses "Forget (Weird West Edition)"
    And Player1 selects "Allie Hensman"
    Then "Allie Hensman" has no lasting effects
    And the log contains "Player1's Steele Archer fails by 1 with 2H + 2 = 4 against difficulty 5"

  @rule:spell.cast
  Scenario: Only a dude nearby with an ability to use can be targeted
    Given Player1 has these dudes:
      | dude          | at             | attachments                 |
      | Steele Archer | Player1's home | Forget (Weird West Edition) |
    And Player2 has these dudes:
      | dude             | at             |
      | Philip Swinford  | Town Square    |
      | Irving Patterson | Town Square    |
      | Pancho Castillo  | Town Square    |
      | Allie Hensman    | Player2's home |
    When Player1 uses "Forget (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Philip Swinford"
    And Player1 may not choose "Irving Patterson"
    And Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "Allie Hensman"
