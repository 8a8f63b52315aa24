@card:21005 @blind
Feature: Smith & Robards Trade Show (blind proof)
  Noon, Boot: Boot your Gadget goods to discard a card and then draw a card. If that Gadget
  is at a location you control but do not own, that Gadget gains a control point (until the
  end of the turn).

  Auto-Revolver is Gadget goods. Pearly's Palace (Player2's, 1 control point) is controlled
  by whoever has the most influence there.

  Scenario: At a deed you control but do not own, the Gadget gains a control point for the day
    Given a game between "Smith & Robards Trade Show" and "The Sloane Gang"
    And the phase is High Noon
    And Player2's street is "home, Pearly's Palace"
    And Player1's hand is "Shotgun"
    And Player1's deck is "Pinto"
    And Player1 has these dudes:
      | dude          | at              | attachments   |
      | Steele Archer | Pearly's Palace | Auto-Revolver |
    When Player1 uses "Smith & Robards Trade Show"
    And Player1 chooses "Auto-Revolver"
    And Player1 chooses "Shotgun"
    Then "Auto-Revolver" is booted
    And "Shotgun" is in Player1's discard pile
    And "Pinto" is in Player1's hand
    And "Auto-Revolver" has 1 control points

  Scenario: At your own home the Gadget gains no control point
    Given a game between "Smith & Robards Trade Show" and "The Sloane Gang"
    And the phase is High Noon
    And Player1's hand is "Shotgun"
    And Player1's deck is "Pinto"
    And Player1 has these dudes:
      | dude          | at   | attachments   |
      | Steele Archer | home | Auto-Revolver |
    When Player1 uses "Smith & Robards Trade Show"
    And Player1 chooses "Auto-Revolver"
    And Player1 chooses "Shotgun"
    Then "Pinto" is in Player1's hand
    And "Auto-Revolver" has 0 control points
