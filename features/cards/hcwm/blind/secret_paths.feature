@card:22050 @blind
Feature: Secret Paths (blind proof)
  Spell, Spirit. Noon Spirit 8, Boot: Move all of your unbooted dudes at this location to
  another location.

  Enapay is a Shaman 1: a pull of 7 or more succeeds.

  Background:
    Given the board "main street"
    And Player1 has these dudes:
      | dude        | at          | attachments  | booted |
      | Enapay      | Town Square | Secret Paths | no     |
      | Clyde Owens | Town Square |              | no     |
      | Jake Smiley | Town Square |              | yes    |
      | Fred Aims   | home        |              | no     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Every unbooted dude of the caster's player here moves to the location chosen
    Given Player1's next pull is "7H"
    When Player1 uses "Secret Paths"
    Then Player1 may not choose "Town Square"
    When Player1 chooses "General Store"
    Then "Enapay" is at "General Store"
    And "Clyde Owens" is at "General Store"
    And "Clyde Owens" is unbooted
    And "Jake Smiley" is at "Town Square"
    And "Olivia Jenks" is at "Town Square"
    And "Fred Aims" is at "Player1's home"
    And "Secret Paths" is booted

  Scenario: A pull of 6 (7 in all) fails: nobody moves
    Given Player1's next pull is "6H"
    When Player1 uses "Secret Paths"
    Then "Clyde Owens" is at "Town Square"
    And "Secret Paths" is booted
