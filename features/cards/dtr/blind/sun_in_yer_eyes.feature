@card:01113 @blind
Feature: Sun in Yer Eyes (blind proof)
  Shootout: Choose a dude in this shootout. That dude gets –2 bullets (minimum 0) and
  becomes a draw.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Jake Smiley  | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Steven Wiles    | Town Square |
    And Player1's hand is "Sun in Yer Eyes"

  Scenario: The chosen stud loses 2 bullets and becomes a draw
    When Player1 calls out "Pancho Castillo" with "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    And Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 1 bullets
    And "Pancho Castillo" is a draw
    And "Steven Wiles" has 3 bullets
    And "Steven Wiles" is a stud
    And "Sun in Yer Eyes" is in Player1's discard pile
    And Player1 is asked to "Select a card"

  Scenario: The new draw dude as shooter gives a draw bonus, not a stud bonus
    Given Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 calls out "Pancho Castillo" with "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    And Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Pancho Castillo"
    Then the log contains "Player2 draws 5 cards with a stud bonus of 0 and a draw bonus of 1"
    And Player1 is asked to "Select a casualty"

  Scenario: The effect ends with the shootout
    Given Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 calls out "Pancho Castillo" with "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    And Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Pancho Castillo"
    And Player1 aces "Olivia Jenks"
    And Player2 stays
    Then Player2 wins the shootout
    And "Pancho Castillo" has 3 bullets
    And "Pancho Castillo" is a stud

  Scenario: Bullets do not go below 0
    Given it is Player2's turn
    When Player2 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player1 accepts
    And Player2 is done
    And Player1 adds "Jake Smiley" to the posse
    And Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" has 0 bullets
    And "Jake Smiley" is a draw
    And Player1 is asked to "Select a dude"

  Scenario: A dude outside the shootout cannot be chosen
    When Player1 calls out "Pancho Castillo" with "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    And Player1 plays "Sun in Yer Eyes"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Steven Wiles"
    And Player1 may not choose "Jake Smiley"
