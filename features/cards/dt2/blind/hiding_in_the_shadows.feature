@card:24226 @blind
Feature: Hiding in the Shadows (blind proof)
  Hiding in the Shadows (Weird West Edition), action: "Noon: Target one of your dudes.
  Other players cannot target or affect that dude with Shootout abilities."

  Sun in Yer Eyes: "Shootout: Choose a dude in this shootout. That dude gets –2 bullets
  (minimum 0) and becomes a draw." Clint Ramsey: 2 bullets, a stud.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's hand is "Hiding in the Shadows (Weird West Edition), Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes #2"
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"

  Scenario: The opponent's Shootout play cannot target the hidden dude
    When Player1 plays "Hiding in the Shadows (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has "protected from opponents' shootout abilities" from "Hiding in the Shadows (Weird West Edition)" until end of day
    When Player2 calls out "Clint Ramsey" with "Pancho Castillo"
    And Player1 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player1 passes
    And Player2 plays "Sun in Yer Eyes #2"
    Then Player2 may not choose "Clint Ramsey"
    And Player2 may choose "Olivia Jenks"
    When Player2 selects "Olivia Jenks"
    Then "Olivia Jenks" has 0 bullets
    And "Clint Ramsey" has 2 bullets
    And "Clint Ramsey" is a stud
    And Player1 is asked to "Select a play"

  Scenario: The hidden dude's own player may still target him
    When Player1 plays "Hiding in the Shadows (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    And Player2 calls out "Clint Ramsey" with "Pancho Castillo"
    And Player1 accepts
    And Player1 is done
    And Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 0 bullets
    And "Clint Ramsey" is a draw
    And Player2 is asked to "Select a play"

  Scenario: Without Hiding in the Shadows the same play targets him
    When Player1 passes
    And Player2 calls out "Clint Ramsey" with "Pancho Castillo"
    And Player1 accepts
    And Player1 is done
    And Player1 passes
    And Player2 plays "Sun in Yer Eyes #2"
    And Player2 selects "Clint Ramsey"
    Then "Clint Ramsey" has 0 bullets
    And "Clint Ramsey" is a draw
    And Player1 is asked to "Select a play"
