@card:25030
Feature: Smith Family Farm
  This deed is worth +1 control points while there is an unbooted dude here.
  Noon: Boot your dude at this deed to draw a card and gain 2 ghost rock.

  The farm prints no control point.

  Scenario: Booting your dude at the farm draws a card and gains 2 ghost rock; the point goes
    Given the phase is High Noon
    And Player1's out of town deeds is "Smith Family Farm"
    And Player1 has 0 ghost rock
    And Player1's deck starts with "5D 5H"
    And Player1's hand is empty
    And Player1 has these dudes:
      | dude        | at                |
      | Jake Smiley | Smith Family Farm |
    Then "Smith Family Farm" has 1 control points
    When Player1 uses "Smith Family Farm"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is booted
    And Player1 has 1 cards in hand
    And Player1 has 2 ghost rock
    And "Smith Family Farm" has 0 control points
    And the log contains in order:
      """
      Player1 uses Smith Family Farm
      Player1 draws a card and gains 2 ghost rock
      """

  Scenario: Another player's unbooted dude makes it worth the point, but cannot pay the cost
    Given the phase is High Noon
    And Player1's out of town deeds is "Smith Family Farm"
    And Player1 has these dudes:
      | dude        | at                | booted |
      | Jake Smiley | Smith Family Farm | yes    |
    And Player2 has these dudes:
      | dude            | at                |
      | Pancho Castillo | Smith Family Farm |
    Then "Smith Family Farm" has 1 control points
    When Player1 tries to use "Smith Family Farm"
    Then the play is refused by rule "ability.cost"
