@card:01037
Feature: Lawrence Blackwood
  Dude, influence 1. Noon, Boot: If Lawrence is at a deed you do not own, he is worth 1
  control point while he stays at that deed.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Bunkhouse"
    And Player2's street is "home, Circle M Ranch, The Pharmacy"
    And Player2 has these dudes:
      | dude          | at   |
      | Olivia Jenks  | home |
      | Steele Archer | home |

  Scenario: At another player's deed Lawrence becomes worth 1 control point
    Given Player1 has these dudes:
      | dude               | at             |
      | Lawrence Blackwood | Circle M Ranch |
    When Player1 uses "Lawrence Blackwood"
    Then "Lawrence Blackwood" has 1 control points
    And "Lawrence Blackwood" is booted
    And Player1 has 3 control points
    And the log contains in order:
      """
      Player1 uses Lawrence Blackwood
      Player1's Lawrence Blackwood is worth 1 control point while he stays at Circle M Ranch
      """

  Scenario: He stays worth it the next day while he stays at that deed
    Given Player1 has these dudes:
      | dude               | at             |
      | Lawrence Blackwood | Circle M Ranch |
      | Pancho Castillo    | home           |
    And Player1's hand is "Bounty Hunter"
    When Player1 uses "Lawrence Blackwood"
    And the game advances to the High Noon phase of day 2
    Then "Lawrence Blackwood" has 1 control points
    And "Lawrence Blackwood" is at "Circle M Ranch"

  Scenario: Moving away ends it, even to another deed he does not own
    Given Player1 has these dudes:
      | dude               | at             |
      | Lawrence Blackwood | Circle M Ranch |
      | Pancho Castillo    | home           |
    And Player1's hand is "Bounty Hunter"
    When Player1 uses "Lawrence Blackwood"
    And the game advances to the High Noon phase of day 2
    And Player1 moves "Lawrence Blackwood" to "The Pharmacy"
    Then "Lawrence Blackwood" has 0 control points
    And "Lawrence Blackwood" is at "The Pharmacy"

  Scenario: At his own player's deed nothing happens but the boot
    Given Player1 has these dudes:
      | dude               | at        |
      | Lawrence Blackwood | Bunkhouse |
    When Player1 uses "Lawrence Blackwood"
    Then "Lawrence Blackwood" has 0 control points
    And "Lawrence Blackwood" is booted
    And the log does not contain "Player1's Lawrence Blackwood is worth 1 control point while he stays at Bunkhouse"

  Scenario: In the town square nothing happens but the boot
    Given Player1 has these dudes:
      | dude               | at          |
      | Lawrence Blackwood | Town Square |
    When Player1 uses "Lawrence Blackwood"
    Then "Lawrence Blackwood" has 0 control points
    And "Lawrence Blackwood" is booted

  Scenario: At an opponent's home nothing happens: a home is not a deed
    Given Player1 has these dudes:
      | dude               | at             |
      | Lawrence Blackwood | Player2's home |
    When Player1 uses "Lawrence Blackwood"
    Then "Lawrence Blackwood" has 0 control points

  Scenario: A booted Lawrence cannot use it
    Given Player1 has these dudes:
      | dude               | at             | booted |
      | Lawrence Blackwood | Circle M Ranch | yes    |
    When Player1 tries to use "Lawrence Blackwood"
    Then the play is refused by rule "ability.cost"
