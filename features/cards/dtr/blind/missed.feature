@card:01139 @blind
Feature: Missed! (blind proof)
  Shootout: Unboot one of your dudes in this posse.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | no     |
      | Clint Ramsey    | Town Square | yes    |
      | Steven Wiles    | Town Square | yes    |
    And Player2 has these dudes:
      | dude         | at          | booted |
      | Olivia Jenks | Town Square | yes    |
    And Player1's hand is "Missed!"

  Scenario: A booted dude of yours in the posse unboots
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player1 is done
    And Player1 plays "Missed!"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is unbooted
    And "Steven Wiles" is booted
    And "Olivia Jenks" is booted
    And "Missed!" is in Player1's discard pile
    And Player1 is asked to "Select a dude"

  Scenario: Only your dudes in this posse can be chosen
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player1 is done
    And Player1 plays "Missed!"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Clint Ramsey"
    And Player1 may not choose "Steven Wiles"
    And Player1 may not choose "Olivia Jenks"
