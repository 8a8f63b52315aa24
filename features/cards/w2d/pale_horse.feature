@card:23039
Feature: Pale Horse
  Goods, Horse. Cheatin' Resolution, Boot: You may send an opposing dude without a Horse home
  booted. If your hand is legal, you suffer X fewer casualties this round, where X is this
  dude's bullet rating.

  Clyde Owens rides the Pale Horse with 3 bullets; Player2's cheatin' Three of a Kind (rank
  4) beats his High Card (rank 1) by 3.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          | attachments |
      | Clyde Owens | Town Square | Pale Horse  |
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square |             |
      | Steven Wiles    | Town Square | Roan        |
    And Player2's next draw hand is "4S 4S 4D 9H KC"

  Scenario: Against a cheatin' hand: an opposing dude without a Horse goes home, and 3 fewer casualties
    Given Player1's next draw hand is "2H 4D 7C 9S KH"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player2 picks "Steven Wiles" as shooter
    And Player1 uses "Pale Horse"
    Then Player1 may not choose "Steven Wiles"
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" is booted
    And "Pale Horse" is booted
    And the log contains in order:
      """
      Player1 sends Pancho Castillo home booted
      Player1 suffers 3 fewer casualties this round
      """
    And Player1 takes 0 casualties
    And Player1 is asked to "Select a dude"

  Scenario: With a cheatin' hand of his own, the rider's player suffers no fewer
    Given Player1's next draw hand is "2H 2H 7C 9S KH"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player2 picks "Steven Wiles" as shooter
    And Player1 uses "Pale Horse"
    And Player1 is done
    Then "Pancho Castillo" is at "Town Square"
    And the log does not contain "fewer casualties"
    And Player1 is asked to "Select a casualty"

  Scenario: Against a legal hand it is not offered
    Given Player2's next draw hand is "4S 4C 4D 9H KC"
    And Player1's next draw hand is "2H 4D 7C 9S KH"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player2 picks "Steven Wiles" as shooter
    Then "Pale Horse" is unbooted
    And Player1 is asked to "Select a casualty"
