@card:01113
Feature: Sun in Yer Eyes
  Action. Shootout: Choose a dude in this shootout. That dude gets –2 bullets (minimum 0)
  and becomes a draw.

  A Shootout ability's effect lasts until the end of the shootout, not just the round
  (§8.3, §13.13). Bonuses are computed at the draw, so a stud shooter turned into a
  draw gives redraws instead of extra cards (§5.5, §13.9).

  Pancho Castillo and Steven Wiles are studs with 3 bullets; Andreas Andregg a stud with
  1 bullet; Steele Archer a draw with 0 bullets.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Sun in Yer Eyes"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |

  Scenario: The chosen dude gets -2 bullets and becomes a draw
    Given Player1's hand is "Sun in Yer Eyes, Sun in Yer Eyes"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 1 bullets
    And "Steven Wiles" is a draw
    And "Pancho Castillo" is a stud
    And "Sun in Yer Eyes" is in Player1's discard pile
    And Player1's hand is "Sun in Yer Eyes #2"
    And the log contains "Player1 plays Sun in Yer Eyes on Steven Wiles: -2 bullets and a draw until the end of the shootout"
    And Player1 is asked to "Select a play"

  Scenario: Any dude in this shootout may be chosen, on either side, but no one outside it
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Sun in Yer Eyes"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Steven Wiles"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Steele Archer"
    And the log contains "Player2 forms a posse of Steven Wiles"

  Scenario: Bullets never drop below 0
    Given Player1's hand is "Sun in Yer Eyes, Sun in Yer Eyes"
    And Player2 has these dudes:
      | dude            | at          |
      | Andreas Andregg | Town Square |
    When Player1 calls out "Andreas Andregg" with "Pancho Castillo"
    And Player2 accepts
    And Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Andreas Andregg"
    Then "Andreas Andregg" has 0 bullets
    And "Andreas Andregg" is a draw
    And the log contains "Player1 plays Sun in Yer Eyes on Andreas Andregg: -2 bullets and a draw until the end of the shootout"
    And Player1 is asked to "Select a play"

  Scenario: The newer effect wins over a Pearl-Handled Revolver's "this dude is a stud"
    Given Player1's hand is "Sun in Yer Eyes, Sun in Yer Eyes"
    And Player2 has these dudes:
      | dude         | at          | attachments            |
      | Olivia Jenks | Town Square | Pearl-Handled Revolver |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is a draw
    And "Olivia Jenks" has 0 bullets
    And Player1 is asked to "Select a play"
    And the log contains "Player1 plays Sun in Yer Eyes on Olivia Jenks: -2 bullets and a draw until the end of the shootout"

  Scenario: A stud shooter turned draw redraws instead of drawing extra cards
    Given Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Mustang, Shotgun, Roan, Pinto"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Pancho Castillo"
    Then Player1 is asked to "Select a card"
    And Player1 may choose "redraw Allie Hensman"
    And Player1 may choose "done"
    And Player1 has 3 cards in their deck
    And the log contains "Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 1"

  Scenario: Without Sun in Yer Eyes the same stud shooter draws extra cards
    Given Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Mustang, Shotgun, Roan, Pinto"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 passes
    Then Player1 is asked to "Select a card"
    And Player1 may choose "discard Allie Hensman"
    And Player1 has 0 cards in their deck
    And the log contains "Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"

  Scenario: The effect lasts into the next round of the shootout
    Given Player1's hand is "Sun in Yer Eyes, Sun in Yer Eyes"
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Steven Wiles"
    And Player1 passes
    And Player2 picks "Steven Wiles" as shooter
    And Player2 discards "Steele Archer"
    And Player2 stays
    And Player1 stays
    Then Player1 is asked to "Select a play"
    And "Steven Wiles" is a draw
    And "Steven Wiles" has 1 bullets
    And the log contains in order:
      """
      Player1 plays Sun in Yer Eyes on Steven Wiles: -2 bullets and a draw until the end of the shootout
      Player2 draws 5 cards with a stud bonus of 0 and a draw bonus of 2
      Player2 reveals 3H 3D 6C 9S KH: One Pair (rank 2)
      """

  Scenario: The effect ends with the shootout
    Given Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Pancho Castillo"
    And Player2 aces "Steven Wiles"
    And Player1 stays
    Then Player1 wins the shootout
    And "Pancho Castillo" is a stud
    And "Pancho Castillo" has 3 bullets
    And the log contains in order:
      """
      Player1 plays Sun in Yer Eyes on Pancho Castillo: -2 bullets and a draw until the end of the shootout
      Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 1
      Player1 wins the shootout at Town Square
      """

  Scenario: Sun in Yer Eyes is a Shootout play, not a High Noon action
    When Player1 tries to play "Sun in Yer Eyes"
    Then the play is refused because "Sun in Yer Eyes's ability is a shootout ability"
    And the play is refused by rule "noon.play_type"
    And Player1's hand is "Sun in Yer Eyes"
    And "Pancho Castillo" has 3 bullets
