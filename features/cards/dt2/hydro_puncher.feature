@card:24161
Feature: Hydro-Puncher (Weird West Edition)
  This dude can attach two Weapons. If this dude is not a Gadget, both Weapons must be Melee.
  While this dude has two Weapons attached, they are a stud.
  Shootout, Boot: Boot an opposing dude and one of their attached cards.

  Jon Longstride prints 2 bullets and is a draw. Rapier is a Melee Weapon (+2 bullets),
  Shotgun is not Melee (+1 bullets). POST-A-TRON is a Gadget dude.

  Scenario: With a second, Melee Weapon the dude keeps both and is a stud
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1's hand is "Rapier (Weird West Edition)"
    And Player1 has these dudes:
      | dude           | at   | attachments                        |
      | Jon Longstride | home | Hydro-Puncher (Weird West Edition) |
    Then "Jon Longstride" is a draw
    When Player1 attaches "Rapier (Weird West Edition)" to "Jon Longstride"
    Then "Rapier (Weird West Edition)" is attached to "Jon Longstride"
    And "Hydro-Puncher (Weird West Edition)" is attached to "Jon Longstride"
    And "Jon Longstride" is a stud
    And "Jon Longstride" has 6 bullets

  Scenario: A dude who is not a Gadget keeps only one Weapon if the second is not Melee
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude           | at   | attachments                        |
      | Jon Longstride | home | Hydro-Puncher (Weird West Edition) |
    When Player1 attaches "Shotgun" to "Jon Longstride"
    Then Player1 is asked to "Select a Weapon"
    When Player1 chooses "keep Shotgun"
    Then "Hydro-Puncher (Weird West Edition)" is in Player1's discard pile
    And "Jon Longstride" is a draw

  Scenario: A Gadget dude keeps two Weapons of any kind
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude        | at   | attachments                        |
      | POST-A-TRON | home | Hydro-Puncher (Weird West Edition) |
    When Player1 attaches "Shotgun" to "POST-A-TRON"
    Then "Shotgun" is attached to "POST-A-TRON"
    And "Hydro-Puncher (Weird West Edition)" is attached to "POST-A-TRON"

  Scenario: Boot an opposing dude and one of their attached cards
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments                        |
      | Jon Longstride | Town Square | Hydro-Puncher (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          | attachments    |
      | Steven Wiles | Town Square | Pinto, Shotgun |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    When Player1 uses "Hydro-Puncher (Weird West Edition)"
    Then Player1 may not choose "Jon Longstride"
    When Player1 selects "Steven Wiles"
    Then Player1 is asked to "Select a card"
    And Player1 may choose "Pinto"
    And Player1 may not choose "Hydro-Puncher (Weird West Edition)"
    When Player1 selects "Shotgun"
    Then "Steven Wiles" is booted
    And "Shotgun" is booted
    And "Pinto" is unbooted
    And "Hydro-Puncher (Weird West Edition)" is booted
    And the log contains "Player1 boots Shotgun"
    And Player1 is asked to "Select a card"

  Scenario: A third Weapon is one too many, even a Melee one
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1's hand is "Silver-Weaved Staff"
    And Player1 has these dudes:
      | dude           | at   | attachments                                                     |
      | Jon Longstride | home | Hydro-Puncher (Weird West Edition), Rapier (Weird West Edition) |
    When Player1 attaches "Silver-Weaved Staff" to "Jon Longstride"
    Then Player1 is asked to "Select a Weapon"
    When Player1 chooses "discard Rapier (Weird West Edition)"
    Then "Rapier (Weird West Edition)" is in Player1's discard pile
    And "Silver-Weaved Staff" is attached to "Jon Longstride"
    And "Jon Longstride" is a stud

  Scenario: An attached card protected from other players' card effects cannot be the one booted
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments                        |
      | Jon Longstride | Town Square | Hydro-Puncher (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          | attachments                   |
      | Steven Wiles | Town Square | Bio-Charge Neutralizer, Pinto |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    When Player1 uses "Hydro-Puncher (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    Then Player1 is asked to "Select a card"
    And Player1 may choose "Pinto"
    And Player1 may not choose "Bio-Charge Neutralizer"
    When Player1 selects "Pinto"
    Then "Pinto" is booted
    And "Bio-Charge Neutralizer" is unbooted
    And Player1 is asked to "Select a card"
