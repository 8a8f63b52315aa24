@card:19026
Feature: Hellstromme Plant #9 (There Comes a Reckoning)
  Controller Noon/Shootout, Pay 1 Ghost Rock, Boot: Choose a dude you own and control.
  Unboot a Horse or Gadget attached to that dude. You can use one of the abilities on that
  Horse or Gadget another time this turn.

  Mustang: "Noon, Boot: Move this dude (without booting)."

  Background:
    Given the board "shootout"
    And Player1's street is "home, Hellstromme Plant #9"
    And Player1 has these dudes:
      | dude           | at   | attachments      |
      | Jon Longstride | home | Mustang (booted) |

  Scenario: The Plant unboots the Horse, which may ride a second time today
    Given Player1 has used "Mustang" today
    When Player1 uses "Hellstromme Plant #9"
    And Player1 selects "Jon Longstride"
    And Player1 selects "Mustang"
    Then "Mustang" is unbooted
    And "Hellstromme Plant #9" is booted
    And Player1 has 4 ghost rock
    When Player2 passes
    And Player1 uses "Mustang"
    And Player1 chooses "Town Square"
    Then "Jon Longstride" is at "Town Square"

  Scenario: Only a dude with a Horse or Gadget can be chosen
    Given Player1 has these dudes:
      | dude           | at   | attachments |
      | Jon Longstride | home | Shotgun     |
    When Player1 tries to use "Hellstromme Plant #9"
    Then the play is refused by rule "ability.target"
