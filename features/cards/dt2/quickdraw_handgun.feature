@card:24165
Feature: Quickdraw Handgun (Weird West Edition)
  Cheatin' Resolution, Boot: If you have a legal draw hand, exchange draw hands with the
  cheatin' player. Your new hand is considered legal.

  The Base Set Handgun protects you from cheatin' cards this round and leaves the cheatin'
  hand it hands you cheatin'; this printing makes your new hand legal instead, so it has
  its own script (cards/dt2/quickdraw_handgun.py). Steele Archer keeps the stacked Two
  Pair 4S 4C 5S 5C JD; Player2's stacked hand holds 3H twice: a cheatin' Three of a Kind.

  Background:
    Given the phase is High Noon
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player2's hand is "Bottom Dealin'"
    And Player1 has these dudes:
      | dude          | at          | attachments       |
      | Steele Archer | Town Square | Quickdraw Handgun (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:shootout.cheatin
  Scenario: With a legal hand you take the cheater's hand, and it is legal
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Quickdraw Handgun (Weird West Edition)"
    Then Player1's draw hand is "3H 3H 3D 6C KH"
    And Player2's draw hand is "4S 4C 5S 5C JD"
    And Player1's hand rank is 4
    And Player2's hand rank is 3
    And "Quickdraw Handgun (Weird West Edition)" is booted
    And "Steele Archer" is unbooted
    And Player1 wins the round
    And Player2 takes 1 casualty
    And Player2's hand is "Bottom Dealin'"
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player2 reveals 3H 3H 3D 6C KH: Cheatin' Three of a Kind (rank 4)
      Player1 uses Quickdraw Handgun (Weird West Edition)
      Player1 exchanges draw hands with Player2
      Player1's draw hand is now 3H 3H 3D 6C KH: Three of a Kind (rank 4)
      Player2's draw hand is now 4S 4C 5S 5C JD: Two Pair (rank 3)
      Player2 has no resolution play and passes
      Player1 wins the round by 1 rank
      """


  @rule:shootout.cheatin
  Scenario: Your new hand is legal, so no cheatin' resolution can be played against it
    # The Ghostly Gun's Resolution keeps Player2's play window open.
    Given Player2 has these dudes:
      | dude            | at          |
      | Olivia Jenks    | Town Square |
      | The Ghostly Gun | Town Square |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player2 adds "The Ghostly Gun" to the posse
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 uses "Quickdraw Handgun (Weird West Edition)"
    And Player2 tries to play "Bottom Dealin'"
    Then the play is refused by rule "shootout.cheatin"
    And Player2's hand is "Bottom Dealin'"
    And Player2 is asked to "Select a play"
    And the log does not contain "Player1 is safe from cheatin' cards this round"

  Scenario: With an illegal hand of your own nothing happens, and you are not protected
    Given Player1's next draw hand is "4S 4S 5S 5C JD"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Quickdraw Handgun (Weird West Edition)"
    Then Player1's draw hand is "4S 4S 5S 5C JD"
    And Player2's draw hand is "3H 3H 3D 6C KH"
    And "Quickdraw Handgun (Weird West Edition)" is booted
    And the log does not contain "Player1 exchanges draw hands with Player2"
    And Player2 may choose "play Bottom Dealin'"
    And Player2 is asked to "Select a play"

  Scenario: In lowball the Handgun exchanges the hands, and the new hand is legal
    Given the board "lowball"
    And Player1 has these dudes:
      | dude          | at   | attachments                            |
      | Steele Archer | home | Quickdraw Handgun (Weird West Edition) |
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "AH 2S 3D 6C 6C"
    When Player1 uses "Quickdraw Handgun (Weird West Edition)"
    Then Player1 is the first player
    And "Quickdraw Handgun (Weird West Edition)" is booted
    And Player1 is asked to "Select a card"
    And the log contains in order:
      """
      Player2 reveals AH 2S 3D 6C 6C: Cheatin' One Pair (rank 2)
      Player1 uses Quickdraw Handgun (Weird West Edition)
      Player1 exchanges draw hands with Player2
      Player1's draw hand is now AH 2S 3D 6C 6C: One Pair (rank 2)
      Player1 wins lowball and takes 2 ghost rock from the pot
      """
