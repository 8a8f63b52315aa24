@card:23041
Feature: Missed Me!
  Spell, Hex. Cheatin' Resolution Hex 5, Boot: Reduce your opponent's hand rank by the total
  number of Sidekicks and dudes in their posse, to a maximum of 4.

  Steele Archer is a Huckster 2: the Hex succeeds on a pull of 3 or more. Player2's cheatin'
  Four of a Kind is rank 8; Bluetick is a Sidekick.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Missed Me!  |
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Bluetick    |
      | Steven Wiles    | Town Square | Bluetick #2 |
      | Olivia Jenks    | Town Square |             |

  Scenario: Two dudes and a Sidekick in the opposing posse: 3 ranks off, on a pull of exactly 5
    Given Player1's next pull is "3H"
    And Player1's next draw hand is "2H 4D 7C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 4H KC"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player2 adds "Pancho Castillo" to the posse
    And Player2 is done
    And Player2 picks "Pancho Castillo" as shooter
    And Player1 uses "Missed Me!"
    Then Player2's hand rank is 5
    And "Missed Me!" is booted
    And the log contains "Player1 reduces Player2's hand rank by 3"
    And Player1 is asked to "Select a casualty"

  Scenario: Five of them take off no more than 4
    Given Player1's next pull is "8H"
    And Player1's next draw hand is "2H 4D 7C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 4H KC"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 picks "Pancho Castillo" as shooter
    And Player1 uses "Missed Me!"
    Then Player2's hand rank is 4
    And Player1 is asked to "Select a casualty"

  Scenario: A pull of 2 (4 in all) fails: the rank stays
    Given Player1's next pull is "2C"
    And Player1's next draw hand is "2H 4D 7C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 4H KC"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Missed Me!"
    Then Player2's hand rank is 8
    And Player1 is asked to "Select a casualty"

  Scenario: Against a legal hand it is not offered
    Given Player1's next draw hand is "2H 4D 7C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 4H KC"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player2 is done
    Then "Missed Me!" is unbooted
    And Player1 is asked to "Select a casualty"
