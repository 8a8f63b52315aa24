@card:01124 @blind
Feature: Pinned Down (blind proof)
  Shootout: Choose a dude. They must be selected as the first casualty. If that dude is
  chosen as the shooter, they get –3 bullets (minimum 0).

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Pinned Down"
    And Player1's next draw hand is "KS KH 9D 9H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"

  Scenario: The pinned dude must be the first casualty
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player1 plays "Pinned Down"
    And Player1 selects "Steven Wiles"
    And Player2 picks "Olivia Jenks" as shooter
    Then Player2 takes 2 casualties
    And Player2 is asked to "Select a casualty"
    And Player2 may not choose "discard Olivia Jenks"
    And Player2 may choose "discard Steven Wiles"
    When Player2 discards "Steven Wiles"
    And Player2 discards "Olivia Jenks"
    Then "Steven Wiles" is in Player2's discard pile
    And Player1 is asked to "Select a dude"

  Scenario: A pinned dude chosen as shooter gets -3 bullets
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player1 plays "Pinned Down"
    And Player1 selects "Steven Wiles"
    And Player2 picks "Steven Wiles" as shooter
    Then "Steven Wiles" has 0 bullets
    And the log contains "Player2 draws 5 cards with a stud bonus of 0 and a draw bonus of 1"
    And Player2 is asked to "Select a casualty"

  Scenario: A pinned dude not chosen as shooter keeps his bullets
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player1 plays "Pinned Down"
    And Player1 selects "Steven Wiles"
    And Player2 picks "Olivia Jenks" as shooter
    Then "Steven Wiles" has 3 bullets
    And the log contains "Player2 draws 6 cards with a stud bonus of 1 and a draw bonus of 2"
    And Player2 is asked to "Select a casualty"
