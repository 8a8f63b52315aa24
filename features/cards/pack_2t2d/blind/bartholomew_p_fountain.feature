@card:20025 @blind
Feature: Bartholomew P. Fountain (blind proof)
  Dude. Noon, Boot: Boot a Ranch you control to move a dude at this or an adjacent location
  to another location you own or control.

  Circle M Ranch is a Ranch on Player1's street.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Circle M Ranch"
    And Player2's street is "home, General Store"
    And Player1 has these dudes:
      | dude                    | at   |
      | Bartholomew P. Fountain | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Clint Ramsey | General Store |

  Scenario: Booting a Ranch, a dude next door is moved to a location you own, without booting
    When Player1 uses "Bartholomew P. Fountain"
    Then Player1 may not choose "Clint Ramsey"
    When Player1 selects "Steven Wiles"
    And Player1 chooses "Circle M Ranch"
    Then Player1 may not choose "Player2's home"
    And Player1 may not choose "General Store"
    And Player1 may not choose "Town Square"
    When Player1 chooses "Circle M Ranch"
    Then "Steven Wiles" is at "Circle M Ranch"
    And "Steven Wiles" is unbooted
    And "Circle M Ranch" is booted
    And "Bartholomew P. Fountain" is booted

  Scenario: Without an unbooted Ranch he cannot use it
    Given Player1's street is "home, General Store"
    When Player1 tries to use "Bartholomew P. Fountain"
    Then the play is refused by rule "ability.cost"
    And "Bartholomew P. Fountain" is unbooted
