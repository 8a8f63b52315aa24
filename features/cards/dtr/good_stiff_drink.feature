@card:01141
Feature: Good Stiff Drink
  Noon: Choose a dude's ability that has been used. That ability can be used another time.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Good Stiff Drink"
    And Player1 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
      | Jake Smiley   | Town Square |
    And Player2 has these dudes:
      | dude             | at          | attachments |
      | Philip Swinford  | Town Square |             |
      | Jon Longstride   | Town Square | Mustang     |

  Scenario: Allie's used ability can be used another time
    Given Player1 has used "Allie Hensman" today
    When Player1 plays "Good Stiff Drink"
    And Player1 selects "Allie Hensman"
    And Player2 passes
    And Player1 uses "Allie Hensman"
    Then "Allie Hensman" has 1 control points
    And "Good Stiff Drink" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 plays Good Stiff Drink on Allie Hensman
      Player1 lets Allie Hensman's ability be used another time
      Player1 uses Allie Hensman
      Player1 gives Allie Hensman a permanent control point
      """

  Scenario: Only dudes whose ability has been used may be chosen, whoever controls them
    Given Player1 has used "Allie Hensman" today
    And Player2 has used "Philip Swinford" today
    When Player1 plays "Good Stiff Drink"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Allie Hensman"
    And Player1 may choose "Philip Swinford"
    And Player1 may not choose "Jake Smiley"
    And Player1 may not choose "Jon Longstride"

  Scenario: A used ability of an opponent's dude can be used again by its controller
    Given Player1 has used "Allie Hensman" today
    And Player2 has used "Philip Swinford" today
    When Player1 plays "Good Stiff Drink"
    And Player1 selects "Philip Swinford"
    Then the last log line is "Player1 lets Philip Swinford's ability be used another time"
    And the log does not contain "Player1 lets Allie Hensman's ability be used another time"

  Scenario: With no used ability on any dude there is nothing to choose
    When Player1 tries to play "Good Stiff Drink"
    Then the play is refused because "Good Stiff Drink has no legal target"
    And the play is refused by rule "ability.target"
    And "Good Stiff Drink" is in Player1's hand

  @rule:ability.extra_use
  Scenario: The ability can be used one more time, not more
    Given Player1 has used "Allie Hensman" today
    And Player1's street is "home, The Pharmacy"
    When Player1 plays "Good Stiff Drink"
    And Player1 selects "Allie Hensman"
    And Player2 passes
    And Player1 uses "Allie Hensman"
    And Player2 passes
    And Player1 uses "The Pharmacy"
    And Player1 selects "Allie Hensman"
    And Player2 passes
    And Player1 tries to use "Allie Hensman"
    Then the play is refused by rule "noon.once_per_day"
    And "Allie Hensman" has 1 control points
