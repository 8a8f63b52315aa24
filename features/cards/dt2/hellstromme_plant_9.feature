@card:24135
Feature: Hellstromme Plant #9 (Weird West Edition)
  Controller Noon/Shootout, Pay 1 Ghost Rock, boot: Target a dude you own and control.
  Unboot the the target's Horse or Gadget, and you may use one of the abilities on that
  attachment an additional time this turn.

  Mustang: "Noon, Boot: Move this dude (without booting)."

  Background:
    Given the board "shootout"
    And Player1's street is "home, Hellstromme Plant #9 (Weird West Edition)"
    And Player1 has these dudes:
      | dude           | at   | attachments      |
      | Jon Longstride | home | Mustang (booted) |
      | Clyde Owens    | home |                  |

  Scenario: The Plant unboots the Horse, which may ride a second time today
    Given Player1 has used "Mustang" today
    And Player2 has these dudes:
      | dude         | at          | attachments    |
      | Steven Wiles | Town Square | Pinto (booted) |
    When Player1 uses "Hellstromme Plant #9 (Weird West Edition)"
    Then the options are:
      """
      Jon Longstride
      cancel
      """
    When Player1 selects "Jon Longstride"
    And Player1 selects "Mustang"
    Then "Mustang" is unbooted
    And "Hellstromme Plant #9 (Weird West Edition)" is booted
    And Player1 has 4 ghost rock
    And the log contains in order:
      """
      Player1 uses Hellstromme Plant #9 (Weird West Edition) on Jon Longstride
      Player1 unboots Mustang
      Player1 may use Mustang's ability an additional time
      """
    When Player2 passes
    And Player1 uses "Mustang"
    And Player1 chooses "Town Square"
    Then "Jon Longstride" is at "Town Square"

  Scenario: Only a dude with a Horse or Gadget can be tuned up
    Given Player1 has these dudes:
      | dude           | at   | attachments |
      | Jon Longstride | home | Shotgun     |
    When Player1 tries to use "Hellstromme Plant #9 (Weird West Edition)"
    Then the play is refused by rule "ability.target"

  Scenario: Whoever controls the Plant uses it, on a dude they own
    Given Player2 has these dudes:
      | dude         | at                                        | attachments      |
      | Steven Wiles | Hellstromme Plant #9 (Weird West Edition) | Pinto (booted)   |
    And it is Player2's turn
    When Player2 uses "Hellstromme Plant #9 (Weird West Edition)"
    And Player2 selects "Steven Wiles"
    And Player2 selects "Pinto"
    Then "Pinto" is unbooted
    And Player2 has 4 ghost rock

  Scenario: Noon/Shootout: in a shootout the Plant is a Shootout play
    Given Player1 has these dudes:
      | dude           | at          | attachments      |
      | Jon Longstride | Town Square | Mustang (booted) |
    And Player1's street is "home, Hellstromme Plant #9 (Weird West Edition)"
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    When Player1 calls out "Clyde Owens" with "Jon Longstride"
    And Player2 accepts
    And Player1 uses "Hellstromme Plant #9 (Weird West Edition)"
    And Player1 selects "Jon Longstride"
    And Player1 selects "Mustang"
    Then "Mustang" is unbooted
    And "Hellstromme Plant #9 (Weird West Edition)" is booted
    And Player1 has 4 ghost rock
    And Player1 is asked to "Select a card"
