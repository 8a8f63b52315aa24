@card:25030 @blind
Feature: Smith Family Farm (blind proof)
  This deed is worth +1 control points while there is an unbooted dude here.
  Noon: Boot your dude at this deed to draw a card and gain 2 ghost rock.

  The farm is Player1's Out of Town deed and prints no control points.

  Background:
    Given the board "shootout"
    And Player1's out of town deeds is "Smith Family Farm"
    And Player1's deck is "Pinto, Roan"

  Scenario: An unbooted dude at the farm makes it worth 1 control point; booted, none
    Given Player1 has these dudes:
      | dude           | at                | booted |
      | Jon Longstride | Smith Family Farm | no     |
    Then "Smith Family Farm" has 1 control points
    When Player1 uses "Smith Family Farm"
    And Player1 selects "Jon Longstride"
    Then "Jon Longstride" is booted
    And "Smith Family Farm" has 0 control points

  Scenario: Booting your dude there draws a card and gains 2 ghost rock
    Given Player1 has these dudes:
      | dude           | at                |
      | Jon Longstride | Smith Family Farm |
    When Player1 uses "Smith Family Farm"
    And Player1 selects "Jon Longstride"
    Then "Jon Longstride" is booted
    And Player1's hand is "Pinto"
    And Player1 has 7 ghost rock

  Scenario: With no unbooted dude of yours at the farm it cannot be used
    Given Player1 has these dudes:
      | dude           | at                | booted |
      | Jon Longstride | Smith Family Farm | yes    |
    Then "Smith Family Farm" has 0 control points
    When Player1 tries to use "Smith Family Farm"
    Then Player1 has 5 ghost rock
    And Player1 has 0 cards in hand
