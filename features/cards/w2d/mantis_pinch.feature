@card:23049
Feature: Mantis Pinch
  Noon Technique: Choose a printed ability on a card at this location. That ability cannot
  be used.

  Shootout Technique: Choose a printed ability on a card at this shootout. That ability
  cannot be used until after Sundown.

  Yunxu Jiang is a Kung Fu 1 dude of value 7: a low pull performs the technique. Xui Yin
  Chen prints "Shootout, Boot: All dudes in your posse become studs and get +1 influence".

  Background:
    Given the phase is High Noon
    And Player1's hand is "Mantis Pinch"
    And Player1's next pull is "2H"
    And Player1 has these dudes:
      | dude        | at          |
      | Yunxu Jiang | Town Square |

  Scenario: At Noon an ability of a card at the Kung Fu dude's location cannot be used today
    Given Player2 has these dudes:
      | dude          | at             |
      | Allie Hensman | Town Square    |
      | Xui Yin Chen (Weird West Edition) | Player2's home |
    When Player1 plays "Mantis Pinch"
    Then Player1 may not choose "Xui Yin Chen (Weird West Edition)"
    When Player1 selects "Allie Hensman"
    Then "Allie Hensman" has "cannot use ability 1" from "Mantis Pinch" until end of day
    And the log contains "Player1 uses Mantis Pinch so that Allie Hensman's ability cannot be used today"
    When Player2 tries to use "Allie Hensman"
    Then the play is refused by rule "ability.condition"
    And "Allie Hensman" has 0 control points

  @ruling:mantis-pinch-cards-at-the-shootout
  Scenario: In a shootout an ability of a card in it cannot be used until after Sundown
    Given Player2 has these dudes:
      | dude          | at          |
      | Xui Yin Chen (Weird West Edition) | Town Square |
      | Allie Hensman | Town Square |
    And a shootout at "Town Square" led by "Yunxu Jiang" against "Xui Yin Chen (Weird West Edition)"
    When Player1 plays "Mantis Pinch"
    Then Player1 may not choose "Allie Hensman"
    When Player1 selects "Xui Yin Chen (Weird West Edition)"
    Then "Xui Yin Chen (Weird West Edition)" has "cannot use ability 1" from "Mantis Pinch" until end of day
    And the log contains "Player2 has no shootout play and passes"
    And "Yunxu Jiang" has 1 influence
    And Player1 is asked to "Select a card"

  Scenario: At home the outfit's ability or a React may be pinched, not a trait
    Given Player1 has these dudes:
      | dude                              | at             |
      | Yunxu Jiang                       | Player1's home |
      | Milt Clemons (Weird West Edition) | Player1's home |
      | Drew Beauman (Weird West Edition) | Player1's home |
    And Player2 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
    When Player1 plays "Mantis Pinch"
    Then the options are:
      """
      Drew Beauman (Weird West Edition)
      The Sloane Gang
      """
    When Player1 selects "The Sloane Gang"
    Then "The Sloane Gang" has "cannot use ability 1" from "Mantis Pinch" until end of day
