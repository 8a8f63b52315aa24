@card:19015
Feature: Rabid Rance Hitchcock
  While Rance is at a deed you control but do not own, the deed gains 1 additional control
  point.

  While Rance is wanted, he has a bullet bonus equal to the production of the deed he is
  at, to a maximum of 3, and can move from home to Out of Town deeds without booting.

  Rance is printed with 1 bullet and 1 influence. General Store and Railroad Station: production 1, control 1; Telegraph Office: control 2.
  Blake Ranch: an Out of Town deed, production 3. Steven Wiles has 3 influence.

  Background:
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, General Store]
          out_of_town: [Blake Ranch]
        - name: Player2
          outfit: Law Dogs
          street: [home, Railroad Station, Telegraph Office]
      """

  Scenario: At a deed he makes you control, the deed gains a control point
    Given Player1 has these dudes:
      | dude                  | at               |
      | Rabid Rance Hitchcock | Railroad Station |
      | Clyde Owens           | Telegraph Office |
    Then Player1 controls "Railroad Station"
    And "Railroad Station" has 2 control points
    And Player1 controls "Telegraph Office"
    And "Telegraph Office" has 2 control points

  Scenario: At a deed you own, no extra point
    Given Player1 has these dudes:
      | dude                  | at            |
      | Rabid Rance Hitchcock | General Store |
    Then "General Store" has 1 control points

  Scenario: At a deed you do not control, no extra point
    Given Player1 has these dudes:
      | dude                  | at               |
      | Rabid Rance Hitchcock | Railroad Station |
    And Player2 has these dudes:
      | dude         | at               |
      | Steven Wiles | Railroad Station |
    Then Player2 controls "Railroad Station"
    And "Railroad Station" has 1 control points

  Scenario: Wanted, his bullet bonus is the production of his deed
    Given Player1 has these dudes:
      | dude                  | at          | bounty |
      | Rabid Rance Hitchcock | Blake Ranch | 1      |
    Then "Rabid Rance Hitchcock" has 4 bullets

  Scenario: The bonus is at most 3
    Given Player1 has these dudes:
      | dude                  | at          | bounty |
      | Rabid Rance Hitchcock | Blake Ranch | 1      |
    And "Blake Ranch" gets "production +2" from "Blake Ranch" until end of day
    Then "Blake Ranch" has 5 production
    And "Rabid Rance Hitchcock" has 4 bullets

  Scenario: Wanted, at home he has no bonus (a home is no deed)
    Given Player1 has these dudes:
      | dude                  | at   | bounty |
      | Rabid Rance Hitchcock | home | 1      |
    Then "Rabid Rance Hitchcock" has 1 bullets

  Scenario: Wanted, in the town square he has no bonus
    Given Player1 has these dudes:
      | dude                  | at          | bounty |
      | Rabid Rance Hitchcock | Town Square | 1      |
    Then "Rabid Rance Hitchcock" has 1 bullets

  Scenario: Not wanted, no bullet bonus
    Given Player1 has these dudes:
      | dude                  | at          | bounty |
      | Rabid Rance Hitchcock | Blake Ranch | 0      |
    Then "Rabid Rance Hitchcock" has 1 bullets

  Scenario: Wanted, he moves from home to an Out of Town deed without booting
    Given Player1 has these dudes:
      | dude                  | at   | bounty |
      | Rabid Rance Hitchcock | home | 2      |
    When Player1 moves "Rabid Rance Hitchcock" to "Blake Ranch"
    Then "Rabid Rance Hitchcock" is at "Blake Ranch"
    And "Rabid Rance Hitchcock" is unbooted
    And "Rabid Rance Hitchcock" has 4 bullets

  Scenario: Not wanted, that move boots him
    Given Player1 has these dudes:
      | dude                  | at   | bounty |
      | Rabid Rance Hitchcock | home | 0      |
    When Player1 moves "Rabid Rance Hitchcock" to "Blake Ranch"
    Then "Rabid Rance Hitchcock" is at "Blake Ranch"
    And "Rabid Rance Hitchcock" is booted
