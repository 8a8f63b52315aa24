@card:21002 @blind
Feature: Office of Ancestral Affairs (blind proof)
  Noon Job, Boot: Mark an in-town deed with less than 2 control points. Your posse must have
  3 or more bullets. If successful, the mark permanently gains +1 control points. If
  unopposed, you may attach a Totem from your discard pile to the mark even if you don't
  control it or have a Shaman there.

  Pearly's Palace has 1 control point. Pancho Castillo has 3 bullets, Olivia Jenks 2.

  Background:
    Given a game between "Office of Ancestral Affairs" and "The Sloane Gang"
    And the phase is High Noon
    And Player2's street is "home, Pearly's Palace"

  Scenario: A successful job gives the mark a permanent control point
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 uses "Office of Ancestral Affairs"
    And Player1 selects "Pearly's Palace"
    Then the job succeeds
    And "Pearly's Palace" has 2 control points

  Scenario: A posse with fewer than 3 bullets cannot take the job
    Given Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 uses "Office of Ancestral Affairs"
    And Player1 selects "Pearly's Palace"
    Then the log has a line containing "posse cannot take the job"
    And Player1 is asked to "Select an option"

  Scenario: A deed with 2 control points cannot be marked
    Given Player2's street is "home, The Town Hall"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 tries to use "Office of Ancestral Affairs"
    Then the play is refused by rule "job.mark"

  Scenario: Unopposed, a Totem from the discard pile may be attached to the mark
    Given Player1's discard pile is "Spirit Trail"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 uses "Office of Ancestral Affairs"
    And Player1 selects "Pearly's Palace"
    And Player1 chooses "Spirit Trail"
    Then the job succeeds
    And "Spirit Trail" is attached to "Pearly's Palace"
    And "Pearly's Palace" has 2 control points
