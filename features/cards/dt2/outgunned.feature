@card:24251
Feature: Outgunned (Weird West Edition)
  Action. Resolution: If your posse has higher total bullets than the opposing posse,
  boot your shooter to increase your hand rank by 2.

  Every dude here is a draw, so each side draws exactly 5 cards. Olivia Jenks, Travis
  Moone and Allie Hensman have 2 bullets each, Steele Archer 0. Player1's One Pair (rank
  2) faces Player2's Three of a Kind (rank 4).

  Background:
    Given the phase is High Noon
    And Player1's hand is "Outgunned (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Travis Moone | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Allie Hensman | Town Square |
    And Player1's next draw hand is "3H 3D 6C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"

  Scenario: With more bullets, the shooter boots to raise the hand rank by 2
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Travis Moone" to the posse
    And Player2 adds "Allie Hensman" to the posse
    And Player1 picks "Olivia Jenks" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player1 plays "Outgunned (Weird West Edition)"
    Then Player1's hand rank is 4
    And "Olivia Jenks" is booted
    And "Travis Moone" is unbooted
    And the log contains "Player1 boots Olivia Jenks to increase their hand rank by 2"
    And Player1 is asked to "Select a casualty"

  Scenario: Equal bullets: nothing
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    And Player2 adds "Allie Hensman" to the posse
    And Player2 picks "Allie Hensman" as shooter
    And Player1 plays "Outgunned (Weird West Edition)"
    Then Player1's hand rank is 2
    And "Olivia Jenks" is unbooted
    And Player1 is asked to "Select a casualty"

  Scenario: A booted shooter cannot be booted to pay for the increase
    Given Player1 has these dudes:
      | dude         | at          | booted |
      | Olivia Jenks | Town Square | yes    |
      | Travis Moone | Town Square | no     |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steele Archer"
    When Player1 plays "Outgunned (Weird West Edition)"
    Then Player1's hand rank is 2
    And the log does not contain "Player1 boots Olivia Jenks to increase their hand rank by 2"
    And Player1 is asked to "Select a casualty"

  Scenario: Fewer bullets: nothing
    Given Player2 has these dudes:
      | dude            | at          |
      | Steele Archer   | Town Square |
      | Pancho Castillo | Town Square |
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    And Player2 adds "Pancho Castillo" to the posse
    And Player2 picks "Steele Archer" as shooter
    And Player1 plays "Outgunned (Weird West Edition)"
    Then Player1's hand rank is 2
    And "Olivia Jenks" is unbooted
    And Player1 is asked to "Select a casualty"

  Scenario: Where hand ranks cannot be modified by Resolution abilities, the shooter boots for nothing
    Given Player2 has these dudes:
      | dude              | at          |
      | Steele Archer     | Town Square |
      | Virginia Ann Earp | Town Square |
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Travis Moone" to the posse
    And Player2 adds "Virginia Ann Earp" to the posse
    And Player1 picks "Olivia Jenks" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player1 plays "Outgunned (Weird West Edition)"
    Then Player1's hand rank is 2
    And "Olivia Jenks" is booted
    And the log contains "Player1 boots Olivia Jenks"
    And the log does not contain "Player1 boots Olivia Jenks to increase their hand rank by 2"
    And Player1 is asked to "Select a casualty"
