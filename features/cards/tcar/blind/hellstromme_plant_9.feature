@card:19026 @blind
Feature: Hellstromme Plant #9 (There Comes a Reckoning) (blind proof)
  Controller Noon/Shootout, Pay 1 Ghost Rock, Boot: Choose a dude you own and control.
  Unboot a Horse or Gadget attached to that dude. You can use one of the abilities on that
  Horse or Gadget another time this turn.

  Mustang: "Noon, Boot: Move this dude (without booting)."

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Hellstromme Plant #9 (There Comes a Reckoning)"
    And Player1 has 2 ghost rock

  Scenario: A booted Horse unboots and its ability can be used another time today
    Given Player1 has these dudes:
      | dude            | at             | attachments       |
      | Pancho Castillo | Player1's home | Mustang (booted)  |
    And Player1 has used "Mustang" today
    When Player1 uses "Hellstromme Plant #9"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Mustang"
    Then "Mustang" is unbooted
    And "Hellstromme Plant #9" is booted
    And Player1 has 1 ghost rock
    When Player2 passes
    And Player1 uses "Mustang"
    And Player1 chooses "Town Square"
    Then "Pancho Castillo" is at "Town Square"

  Scenario: Without a ghost rock it cannot be used
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude            | at             | attachments       |
      | Pancho Castillo | Player1's home | Mustang (booted)  |
    When Player1 tries to use "Hellstromme Plant #9"
    Then the play is refused by rule "ability.cost"
    And "Mustang" is booted

  Scenario: Only a dude you own and control
    Given Player1 has these dudes:
      | dude            | at             | attachments       |
      | Pancho Castillo | Player1's home | Mustang (booted)  |
    And Player2 has these dudes:
      | dude         | at             | attachments     |
      | Steven Wiles | Player2's home | Pinto (booted)  |
    When Player1 uses "Hellstromme Plant #9"
    Then Player1 may not choose "Steven Wiles"
    And Player1 may choose "Pancho Castillo"
    And Player1 is asked to "Select a dude"
