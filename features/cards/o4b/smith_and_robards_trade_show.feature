@card:21005
Feature: Smith & Robards Trade Show
  Outfit. Noon, Boot: Boot your Gadget goods to discard a card and then draw a card. If that
  Gadget is at a location you control but do not own, that Gadget gains a control point
  (until the end of the turn).

  Mechanical Horse is Gadget goods. Player2 owns General Store (1 control point); Jon
  Longstride (1 influence) standing there alone gives Player1 control of it.

  Background:
    Given a game between "Smith & Robards Trade Show" and "Law Dogs"
    And the phase is High Noon
    And Player2's street is "home, General Store"
    And Player1's hand is "Pinto, Bowie Knife"
    And Player1's deck is "Bluetick"

  Scenario: At another player's deed you control, the Gadget gains a control point for the day
    Given Player1 has these dudes:
      | dude           | at            | attachments      |
      | Jon Longstride | General Store | Mechanical Horse |
    Then Player1 controls "General Store"
    When Player1 uses "Smith & Robards Trade Show"
    And Player1 selects "Mechanical Horse"
    And Player1 selects "Pinto"
    Then "Mechanical Horse" is booted
    And "Smith & Robards Trade Show" is booted
    And Player1's hand is "Bowie Knife, Bluetick"
    And "Pinto" is in Player1's discard pile
    And "Mechanical Horse" has 1 control points
    And "Mechanical Horse" has "control +1" from "Smith & Robards Trade Show" until end of day
    And the log contains in order:
      """
      Player1 uses Smith & Robards Trade Show
      Player1 boots Mechanical Horse, discards Pinto and draws a card
      Player1's Mechanical Horse gains a control point
      """

  Scenario: In the town square, the Gadget gains no control point
    Given Player1 has these dudes:
      | dude           | at          | attachments      |
      | Jon Longstride | Town Square | Mechanical Horse |
    When Player1 uses "Smith & Robards Trade Show"
    And Player1 selects "Mechanical Horse"
    And Player1 selects "Pinto"
    Then Player1's hand is "Bowie Knife, Bluetick"
    And "Mechanical Horse" has 0 control points

  Scenario: At another player's deed you do not control, no control point
    Given Player1 has these dudes:
      | dude           | at            | attachments      |
      | Jon Longstride | General Store | Mechanical Horse |
    And Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store |
    When Player1 uses "Smith & Robards Trade Show"
    And Player1 selects "Mechanical Horse"
    And Player1 selects "Pinto"
    Then "Mechanical Horse" has 0 control points

  Scenario: Without an unbooted Gadget goods it cannot be used
    Given Player1 has these dudes:
      | dude           | at            | attachments      | booted |
      | Jon Longstride | General Store | Bowie Knife      | no     |
    When Player1 tries to use "Smith & Robards Trade Show"
    Then the play is refused by rule "ability.condition"

  Scenario: At your own deed, no control point
    Given Player1's street is "home, Telegraph Office"
    And Player1 has these dudes:
      | dude           | at               | attachments      |
      | Jon Longstride | Telegraph Office | Mechanical Horse |
    When Player1 uses "Smith & Robards Trade Show"
    And Player1 selects "Mechanical Horse"
    And Player1 selects "Pinto"
    Then "Mechanical Horse" has 0 control points
    And Player1's hand is "Bowie Knife, Bluetick"

  Scenario: With an empty hand it cannot be used
    Given Player1's hand is empty
    And Player1 has these dudes:
      | dude           | at            | attachments      |
      | Jon Longstride | General Store | Mechanical Horse |
    When Player1 tries to use "Smith & Robards Trade Show"
    Then the play is refused by rule "ability.condition"

  Scenario: Only your unbooted Gadget goods can be booted
    Given Player1 has these dudes:
      | dude           | at            | attachments      | booted |
      | Jon Longstride | General Store | Mechanical Horse | no     |
      | Olivia Jenks   | General Store | Auto-Revolver (booted) | no     |
    And Player2 has these dudes:
      | dude         | at          | attachments   |
      | Steven Wiles | Town Square | Flame-Thrower |
    When Player1 uses "Smith & Robards Trade Show"
    Then the options are:
      """
      Mechanical Horse
      """
