@card:08013 @blind
Feature: Dog's Duster (blind proof)
  Goods, Attire.
  While they are not wanted, this dude gets +1 influence. If this dude is a Deputy, they do
  not become wanted for joining a posse at a private location.
  Noon, Boot: If this dude is unbooted, call out a wanted dude (at this location).

  Tommy Harden is a Deputy with 1 influence.

  Background:
    Given the board "main street"

  Scenario: Not wanted, the dude has +1 influence
    Given Player1 has these dudes:
      | dude         | at          | attachments  |
      | Tommy Harden | Town Square | Dog's Duster |
    Then "Tommy Harden" has 2 influence

  Scenario: Wanted, he does not
    Given Player1 has these dudes:
      | dude         | at          | attachments  | bounty |
      | Tommy Harden | Town Square | Dog's Duster | 1      |
    Then "Tommy Harden" has 1 influence

  Scenario: The Duster calls out a wanted dude at his location
    Given Player1 has these dudes:
      | dude         | at          | attachments  |
      | Tommy Harden | Town Square | Dog's Duster |
    And Player2 has these dudes:
      | dude            | at            | bounty |
      | Pancho Castillo | Town Square   | 1      |
      | Olivia Jenks    | Town Square   | 0      |
      | Steven Wiles    | General Store | 2      |
    When Player1 uses "Dog's Duster"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Steven Wiles"
    When Player1 selects "Pancho Castillo"
    Then Player2 is asked to "Select an option"
    And "Dog's Duster" is booted

  # Breakin' & Enterin' (§5.3): at another player's Private deed each posse dude of the
  # other side gains 1 bounty. Railroad Station is Player2's Private deed.
  Scenario: A Deputy wearing it does not become wanted joining a posse at a Private deed
    Given Player1 has these dudes:
      | dude         | at               | attachments  |
      | Jake Smiley  | Railroad Station |              |
      | Tommy Harden | Railroad Station | Dog's Duster |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Tommy Harden" to the posse
    Then "Jake Smiley" has 1 bounty
    And "Tommy Harden" has 0 bounty
    And "Tommy Harden" has 2 influence
    And Player1 is asked to "Select a dude"

  Scenario: A dude wearing it who is no Deputy becomes wanted there as usual
    Given Player1 has these dudes:
      | dude        | at               | attachments  |
      | Jake Smiley | Railroad Station | Dog's Duster |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    Then "Jake Smiley" has 1 bounty
    And "Jake Smiley" has 0 influence
    And Player1 is asked to "Select a casualty"
