@card:21017
Feature: Black Elk (Exp.1)
  If Black Elk is at a deed, he uses his Shaman skill rating to check control of the deed
  instead of his influence.

  Black Elk (Exp.1): Shaman 3, 0 influence. The town (board "main street"): Player1 owns
  General Store (1 control point) and Telegraph Office (2); Player2 owns Railroad Station (1).
  Barton Everest has 1 influence, Steven Wiles 3.

  Background:
    Given the board "main street"
    And Player2 is the first player

  Scenario: At a deed Black Elk's Shaman 3 outweighs a dude of 1 influence and takes the deed
    Given Player1 has these dudes:
      | dude           | at               |
      | Barton Everest | Telegraph Office |
    And Player2 has these dudes:
      | dude              | at               |
      | Black Elk (Exp.1) | Telegraph Office |
    Then Player2 controls "Telegraph Office"
    And Player2 has 3 control points

  Scenario: Shaman 3 against 3 influence is a tie, which the owner keeps
    Given Player1 has these dudes:
      | dude         | at               |
      | Steven Wiles | Telegraph Office |
    And Player2 has these dudes:
      | dude              | at               |
      | Black Elk (Exp.1) | Telegraph Office |
    Then Player1 controls "Telegraph Office"
