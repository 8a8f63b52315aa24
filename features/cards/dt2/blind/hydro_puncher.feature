@card:24161 @blind
Feature: Hydro-Puncher (blind proof)
  Goods, Melee • Weapon • Gadget 5, cost 1, +2 bullets.
  This dude can attach two Weapons. If this dude is not a Gadget, both Weapons must be
  Melee. While this dude has two Weapons attached, they are a stud.
  Shootout, Boot: Boot an opposing dude and one of their attached cards.

  Elander Boldman is a draw with 0 bullets (not a Gadget). Bowie Knife is a Melee Weapon,
  Shotgun a Weapon that is not Melee. A dude normally keeps one Weapon (§1.4).

  Background:
    Given the board "shootout"
    And Player1 has 10 ghost rock

  Scenario: A second, Melee Weapon stays, and with two Weapons the dude is a stud
    Given Player1's hand is "Bowie Knife"
    And Player1 has these dudes:
      | dude            | at   | attachments                        |
      | Elander Boldman | home | Hydro-Puncher (Weird West Edition) |
    Then "Elander Boldman" is a draw
    And "Elander Boldman" has 2 bullets
    When Player1 attaches "Bowie Knife" to "Elander Boldman"
    Then "Bowie Knife" is attached to "Elander Boldman"
    And "Hydro-Puncher (Weird West Edition)" is attached to "Elander Boldman"
    And "Elander Boldman" is a stud
    And "Elander Boldman" has 3 bullets
    And Player2 is asked to "Select an action"

  Scenario: A dude who is not a Gadget keeps only one Weapon when the second is not Melee
    Given Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude            | at   | attachments                        |
      | Elander Boldman | home | Hydro-Puncher (Weird West Edition) |
    When Player1 attaches "Shotgun" to "Elander Boldman"
    Then Player1 is asked to "Select a Weapon"
    When Player1 chooses "keep Shotgun"
    Then "Hydro-Puncher (Weird West Edition)" is in Player1's discard pile
    And "Elander Boldman" is a draw

  Scenario: Shootout: boot an opposing dude and one of their attached cards
    Given Player1 has these dudes:
      | dude            | at          | attachments                        |
      | Elander Boldman | Town Square | Hydro-Puncher (Weird West Edition) |
    And Player2 has these dudes:
      | dude        | at          | attachments       |
      | Clyde Owens | Town Square | Shotgun, Mustang  |
    When Player1 calls out "Clyde Owens" with "Elander Boldman"
    And Player2 accepts
    And Player1 uses "Hydro-Puncher (Weird West Edition)"
    And Player1 selects "Clyde Owens"
    And Player1 selects "Shotgun"
    Then "Clyde Owens" is booted
    And "Shotgun" is booted
    And "Mustang" is unbooted
    And "Hydro-Puncher (Weird West Edition)" is booted
    And Player1 is asked to "Select a play"

  Scenario: Only an opposing dude may be booted
    Given Player1 has these dudes:
      | dude            | at          | attachments                        |
      | Elander Boldman | Town Square | Hydro-Puncher (Weird West Edition) |
      | Pancho Castillo | Town Square |                                    |
    And Player2 has these dudes:
      | dude        | at          | attachments |
      | Clyde Owens | Town Square | Shotgun     |
    When Player1 calls out "Clyde Owens" with "Elander Boldman"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 uses "Hydro-Puncher (Weird West Edition)"
    Then Player1 may choose "Clyde Owens"
    And Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "Elander Boldman"
    And Player1 is asked to "Select a dude"

  Scenario: A Gadget dude may keep two Weapons that are not both Melee
    Given Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude        | at   | attachments                        |
      | POST-A-TRON | home | Hydro-Puncher (Weird West Edition) |
    When Player1 attaches "Shotgun" to "POST-A-TRON"
    Then "Shotgun" is attached to "POST-A-TRON"
    And "Hydro-Puncher (Weird West Edition)" is attached to "POST-A-TRON"
    And Player2 is asked to "Select an action"

  Scenario: Two Weapons at most: a third means keeping two
    Given Player1's hand is "Bowie Knife (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at   | attachments                                     |
      | Elander Boldman | home | Hydro-Puncher (Weird West Edition), Bowie Knife |
    When Player1 attaches "Bowie Knife (Weird West Edition)" to "Elander Boldman"
    Then Player1 is asked to "Select a Weapon"
