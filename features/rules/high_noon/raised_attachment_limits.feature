Feature: An effect that lets a dude attach more than one Weapon
  Rules digest §1.4: a dude keeps one Weapon, one Horse and one Attire; after a play, its
  controller discards the rest. An effect may raise one of these limits, with a
  requirement: Hydro-Puncher, "This dude can attach two Weapons. If this dude is not a
  Gadget, both Weapons must be Melee". Over the raised limit, the controller discards one
  card at a time until the dude is within it. The other limits stay as they were.
  Rapier and Silver-Weaved Staff are Melee Weapons, Shotgun is not; POST-A-TRON is a
  Gadget dude.

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock

  @rule:attachments.limit
  Scenario: A Gadget dude keeps two Weapons, not three
    Given Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude        | at   | attachments                                                     |
      | POST-A-TRON | home | Hydro-Puncher (Weird West Edition), Rapier (Weird West Edition) |
    When Player1 attaches "Shotgun" to "POST-A-TRON"
    Then Player1 is asked to "Select a Weapon"
    When Player1 chooses "discard Rapier (Weird West Edition)"
    Then "Rapier (Weird West Edition)" is in Player1's discard pile
    And "Shotgun" is attached to "POST-A-TRON"
    And "Hydro-Puncher (Weird West Edition)" is attached to "POST-A-TRON"

  @rule:attachments.limit
  Scenario: Discarding the card that raised the limit brings the dude back to one Weapon
    Given Player1's hand is "Silver-Weaved Staff"
    And Player1 has these dudes:
      | dude           | at   | attachments                                                     |
      | Jon Longstride | home | Hydro-Puncher (Weird West Edition), Rapier (Weird West Edition) |
    When Player1 attaches "Silver-Weaved Staff" to "Jon Longstride"
    And Player1 chooses "discard Hydro-Puncher (Weird West Edition)"
    Then Player1 is asked to "Select a Weapon"
    When Player1 chooses "keep Rapier (Weird West Edition)"
    Then "Silver-Weaved Staff" is in Player1's discard pile
    And "Rapier (Weird West Edition)" is attached to "Jon Longstride"

  @rule:attachments.limit
  Scenario: The raised Weapon limit leaves the Horse limit at one
    Given Player1's hand is "Mustang"
    And Player1 has these dudes:
      | dude           | at   | attachments                               |
      | Jon Longstride | home | Hydro-Puncher (Weird West Edition), Pinto |
    When Player1 attaches "Mustang" to "Jon Longstride"
    Then Player1 is asked to "Select a Horse"
    When Player1 chooses "keep Pinto"
    Then "Mustang" is in Player1's discard pile
