@rule:shootout.posse
Feature: A dude who may not boot to join a posse (§5.2)
  "This dude may not boot to join a posse at an adjacent location" (Bulletproof Vest): a dude
  joins a posse from an adjacent location by booting, so he is not offered that; at the
  fight's location he joins as any dude there does, and an effect that spares the boot
  ("joins without booting") lets him join from next door.

  The shootout board: the town square is adjacent to General Store.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at            |
      | Clyde Owens  | Town Square   |
      | Steven Wiles | General Store |
      | Jake Smiley  | Town Square   |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: From an adjacent location he is not offered; at the fight's location he joins
    Given "Steven Wiles" gets "may not boot to join a posse" from "Steven Wiles" until end of day
    And "Jake Smiley" gets "may not boot to join a posse" from "Jake Smiley" until end of day
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    Then Player1 may not choose "join Steven Wiles"
    When Player1 tries to add "Steven Wiles" to the posse
    Then the play is refused because "Steven Wiles may not boot to join a posse at Town Square"
    When Player1 adds "Jake Smiley" to the posse
    Then Player1's posse is "Clyde Owens, Jake Smiley"
    And "Steven Wiles" is at "General Store"
    And Player1 is asked to "Select a dude"

  Scenario: Spared the boot, he joins from next door unbooted
    Given "Steven Wiles" gets "may not boot to join a posse" from "Steven Wiles" until end of day
    And "Steven Wiles" gets "joins without booting" from "Steven Wiles" until end of day
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Steven Wiles" to the posse
    And Player1 is done
    Then "Steven Wiles" is at "Town Square"
    And "Steven Wiles" is unbooted
    And Player1 is asked to "Select a dude"
