@card:20025
Feature: Bartholomew P. Fountain
  Dude. Noon, Boot: Boot a Ranch you control to move a dude at this or an adjacent location
  to another location you own or control.

  Circle M Ranch is a Ranch; Player1's street runs home, Circle M Ranch, General Store.
  Player2 owns Bunkhouse, and controls Player1's General Store with Olivia Jenks there. The
  town square is next to every location.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Circle M Ranch, General Store"
    And Player2's street is "home, Bunkhouse"
    And Player1 has these dudes:
      | dude                    | at          |
      | Bartholomew P. Fountain | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square   |
      | Olivia Jenks | General Store |

  Scenario: He boots a Ranch to move an opposing dude to a deed he owns, without booting it
    Given "Steven Wiles" gets "cannot be chosen by opponents" from "Steven Wiles" until end of day
    When Player1 uses "Bartholomew P. Fountain"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "Circle M Ranch"
    Then Player1 may choose "General Store"
    And Player1 may choose "Player1's home"
    And Player1 may not choose "Bunkhouse"
    And Player1 may not choose "Town Square"
    When Player1 chooses "General Store"
    Then "Steven Wiles" is at "General Store"
    And "Steven Wiles" is unbooted
    And "Bartholomew P. Fountain" is booted
    And "Circle M Ranch" is booted
    And the log contains "Player1 moves Steven Wiles to General Store"

  Scenario: A dude at an adjacent location, to a deed he controls but does not own
    Given Player1 has these dudes:
      | dude                    | at          |
      | Bartholomew P. Fountain | Town Square |
      | Pancho Castillo         | Bunkhouse   |
    And Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 uses "Bartholomew P. Fountain"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "Circle M Ranch"
    Then Player1 may choose "Bunkhouse"
    When Player1 chooses "Bunkhouse"
    Then "Olivia Jenks" is at "Bunkhouse"

  Scenario: Not a dude two locations away
    Given Player1 has these dudes:
      | dude                    | at             |
      | Bartholomew P. Fountain | Circle M Ranch |
    And Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 uses "Bartholomew P. Fountain"
    Then Player1 may not choose "Olivia Jenks"
    And Player1 may choose "Bartholomew P. Fountain"
    When Player1 selects "Bartholomew P. Fountain"
    And Player1 chooses "Circle M Ranch"
    Then Player1 may not choose "Circle M Ranch"
    When Player1 chooses "General Store"
    Then "Bartholomew P. Fountain" is at "General Store"

  Scenario: Without an unbooted Ranch he controls, there is nothing to boot
    Given Player1's street is "home, General Store"
    When Player1 tries to use "Bartholomew P. Fountain"
    Then the play is refused by rule "ability.cost"
    And "Bartholomew P. Fountain" is unbooted
