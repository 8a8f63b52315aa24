@card:01119 @blind
Feature: Pistol Whip (blind proof)
  Shootout: Boot your dude in this posse to send a dude in the other posse home booted.
  Your dude gets –1 bullets (minimum 0).

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | no     |
      | Clint Ramsey    | Town Square | yes    |
      | Jake Smiley     | Town Square | no     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steven Wiles | Town Square |
      | Avie Cline   | Town Square |
    And Player1's hand is "Pistol Whip"

  Scenario: Your dude boots and loses a bullet; the other dude goes home booted
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player1 is done
    And Player2 adds "Steven Wiles" to the posse
    And Player2 is done
    And Player1 plays "Pistol Whip"
    And Player1 selects "Steven Wiles"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Pancho Castillo" has 2 bullets
    And "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" is booted
    And Player2's posse is "Olivia Jenks"
    And "Olivia Jenks" is at "Town Square"
    And "Pistol Whip" is in Player1's discard pile
    And Player1 is asked to "Select a dude"

  Scenario: A booted dude cannot pay the cost, and only a dude in the other posse is sent home
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player1 is done
    And Player2 is done
    And Player1 plays "Pistol Whip"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Steven Wiles"
    And Player1 may not choose "Clint Ramsey"
    When Player1 selects "Olivia Jenks"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Clint Ramsey"
    And Player1 may not choose "Jake Smiley"
    And Player1 is asked to "Select a dude"

  Scenario: The bullet penalty ends with the shootout
    Given Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player2 adds "Steven Wiles" to the posse
    And Player2 is done
    And Player1 plays "Pistol Whip"
    And Player1 selects "Steven Wiles"
    And Player1 selects "Pancho Castillo"
    And Player2 aces "Olivia Jenks"
    And Player1 stays
    Then Player1 wins the shootout
    And "Pancho Castillo" has 3 bullets
    And "Steven Wiles" is in play
