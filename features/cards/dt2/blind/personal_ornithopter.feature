@card:24171 @blind
Feature: Personal Ornithopter (blind proof)
  Goods, Horse • Gadget 9, cost 1.
  Shootout Repeat, Pay 1 Ghost Rock: This dude joins your posse (moving if necessary).
  Shootout, Boot: Send this dude home booted.

  Player1 starts with 5 ghost rock. Pancho Castillo leads Player1's posse at the town
  square; Steven Wiles waits at Player1's home with the Ornithopter.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Pay 1 ghost rock: the dude flies into the posse, without booting
    Given Player1 has these dudes:
      | dude            | at          | attachments                               |
      | Pancho Castillo | Town Square |                                           |
      | Steven Wiles    | home        | Personal Ornithopter (Weird West Edition) |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player1 uses "Personal Ornithopter (Weird West Edition)"
    Then Player1's posse is "Pancho Castillo, Steven Wiles"
    And "Steven Wiles" is at "Town Square"
    And "Steven Wiles" is unbooted
    And "Personal Ornithopter (Weird West Edition)" is unbooted
    And Player1 has 4 ghost rock
    And Player1 is asked to "Select a play"

  Scenario: Without 1 ghost rock to pay it cannot be used
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude            | at          | attachments                               |
      | Pancho Castillo | Town Square | Shotgun                                   |
      | Steven Wiles    | home        | Personal Ornithopter (Weird West Edition) |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    Then Player1 may not choose "use Personal Ornithopter (Weird West Edition)"
    And "Steven Wiles" is at "Player1's home"
    And Player1 is asked to "Select a play"

  Scenario: Boot: the dude is sent home booted, out of the posse
    Given Player1 has these dudes:
      | dude            | at          | attachments                               |
      | Pancho Castillo | Town Square |                                           |
      | Steven Wiles    | Town Square | Personal Ornithopter (Weird West Edition) |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Steven Wiles" to the posse
    And Player1 uses "Personal Ornithopter (Weird West Edition) (2nd ability)"
    Then "Steven Wiles" is at "Player1's home"
    And "Steven Wiles" is booted
    And "Personal Ornithopter (Weird West Edition)" is booted
    And Player1's posse is "Pancho Castillo"
    And Player1 is asked to "Select a play"

  Scenario: A dude already at the fight joins without moving or booting
    Given Player1 has these dudes:
      | dude            | at          | attachments                               |
      | Pancho Castillo | Town Square |                                           |
      | Steven Wiles    | Town Square | Personal Ornithopter (Weird West Edition) |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player1 uses "Personal Ornithopter (Weird West Edition)"
    Then Player1's posse is "Pancho Castillo, Steven Wiles"
    And "Steven Wiles" is unbooted
    And Player1 has 4 ghost rock
    And Player1 is asked to "Select a play"
