@card:19015 @blind
Feature: Rabid Rance Hitchcock (blind proof)
  While Rance is at a deed you control but do not own, the deed gains 1 additional control
  point.

  While Rance is wanted, he has a bullet bonus equal to the production of the deed he is at,
  to a maximum of 3, and can move from home to Out of Town deeds without booting.

  Rance prints 1 bullet and 1 influence. The General Store produces 1 and has 1 control
  point; Blake Ranch is an Out of Town deed producing 3.

  Background:
    Given the phase is High Noon
    And Player2's street is "home, General Store"
    And Player2's out of town deeds are "Blake Ranch"

  Scenario: At a deed he makes you control but you do not own, it gains a control point
    Given Player1 has these dudes:
      | dude                  | at            |
      | Rabid Rance Hitchcock | General Store |
    Then Player1 controls "General Store"
    And "General Store" has 2 control points

  Scenario: At a deed its owner controls, nothing changes
    Given Player1 has these dudes:
      | dude                  | at            |
      | Rabid Rance Hitchcock | General Store |
    And Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store |
    Then Player2 controls "General Store"
    And "General Store" has 1 control points

  Scenario: Wanted, he gets the production of his deed as bullets, at most 3
    Given Player1 has these dudes:
      | dude                  | at          | bounty |
      | Rabid Rance Hitchcock | Blake Ranch | 1      |
    Then "Rabid Rance Hitchcock" has 4 bullets

  Scenario: Not wanted, no bonus
    Given Player1 has these dudes:
      | dude                  | at          | bounty |
      | Rabid Rance Hitchcock | Blake Ranch | 0      |
    Then "Rabid Rance Hitchcock" has 1 bullets

  Scenario: Wanted, he moves from home to an Out of Town deed without booting
    Given Player1 has these dudes:
      | dude                  | at             | bounty |
      | Rabid Rance Hitchcock | Player1's home | 1      |
    When Player1 moves "Rabid Rance Hitchcock" to "Blake Ranch"
    Then "Rabid Rance Hitchcock" is at "Blake Ranch"
    And "Rabid Rance Hitchcock" is unbooted

  Scenario: Not wanted, the move boots him
    Given Player1 has these dudes:
      | dude                  | at             | bounty |
      | Rabid Rance Hitchcock | Player1's home | 0      |
    When Player1 moves "Rabid Rance Hitchcock" to "Blake Ranch"
    Then "Rabid Rance Hitchcock" is at "Blake Ranch"
    And "Rabid Rance Hitchcock" is booted

  Scenario: The bonus stops at 3
    Given Player1 has these dudes:
      | dude                  | at          | bounty |
      | Rabid Rance Hitchcock | Blake Ranch | 1      |
    And "Blake Ranch" gets "production +2" from "Blake Ranch" until end of day
    Then "Blake Ranch" has 5 production
    And "Rabid Rance Hitchcock" has 4 bullets
