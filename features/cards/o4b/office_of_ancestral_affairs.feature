@card:21002
Feature: Office of Ancestral Affairs
  Outfit. Noon Job, Boot: Mark an in-town deed with less than 2 control points. Your posse
  must have 3 or more bullets. If successful, the mark permanently gains +1 control points.
  If unopposed, you may attach a Totem from your discard pile to the mark even if you don't
  control it or have a Shaman there.

  Player2 owns General Store (1 control point) and Telegraph Office (2). Steven Wiles has 3
  bullets, Olivia Jenks 2. Spirit Trail is a Totem; Soul Blast
  a spell, no Totem; Sloane has 4 bullets.

  Background:
    Given a game between "Office of Ancestral Affairs" and "Law Dogs"
    And the phase is High Noon
    And Player2's street is "home, General Store, Telegraph Office"
    And Player1's discard pile is "Spirit Trail, Soul Blast, Pinto"

  Scenario: Unopposed, the deed permanently gains +1 control points and a Totem from the discard pile
    Given Player1 has these dudes:
      | dude         | at   |
      | Steven Wiles | home |
    When Player1 uses "Office of Ancestral Affairs"
    And Player1 chooses "General Store"
    Then the options are:
      """
      Spirit Trail
      done
      """
    When Player1 selects "Spirit Trail"
    Then the job succeeds
    And "General Store" has 2 control points
    And "Spirit Trail" is attached to "General Store"
    And "Office of Ancestral Affairs" is booted
    And "General Store" has "control +1" from "Office of Ancestral Affairs" until permanent
    And the log contains in order:
      """
      Player1 gives General Store +1 control points permanently
      Player1 attaches Spirit Trail to General Store
      """

  Scenario: A deed with 2 control points cannot be marked
    Given Player1 has these dudes:
      | dude         | at   |
      | Steven Wiles | home |
    When Player1 uses "Office of Ancestral Affairs"
    Then Player1 may choose "General Store"
    And Player1 may not choose "Telegraph Office"
    And Player1 may not choose "Town Square"
    And Player1 may not choose "Player2's home"
    And Player1 is asked to "Select a location"

  Scenario: A posse of 2 bullets cannot take the job
    Given Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 uses "Office of Ancestral Affairs"
    And Player1 chooses "General Store"
    Then Player1 is asked to "Select an option"
    And the last log line is "Player1's posse cannot take the job: the posse has 2 bullets and needs 3 or more"

  Scenario: A posse of more than 3 bullets will do; the Totem may be left in the discard pile
    Given Player1 has these dudes:
      | dude   | at   |
      | Sloane | home |
    When Player1 uses "Office of Ancestral Affairs"
    And Player1 chooses "General Store"
    And Player1 is done
    Then the job succeeds
    And "General Store" has 2 control points
    And "Spirit Trail" is in Player1's discard pile
