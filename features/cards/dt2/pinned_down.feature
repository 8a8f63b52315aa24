@card:24236
Feature: Pinned Down (Weird West Edition)
  Shootout: Target dude must be selected as the first casualty. If they are chosen as a
  shooter, they get -3 bullets.

  The Weird West Edition rewords the Base Set card ("target dude"; "a shooter"; "-3
  bullets" without "(minimum 0)", as no dude's bullets go below 0); it shares the Base
  Set script, and these scenarios prove it behaves the same. Its effects last the whole
  shootout (§8.3, §13.13), not one round.

  Background:
    Given the board "shootout"
    And Player1's hand is "Pinned Down (Weird West Edition)"
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "AS AH 4D 7C 9S"
    And Player2's next draw hand is "2H 3D 5C 9D KH"

  @rule:shootout.casualties
  Scenario: The pinned-down dude must be the first casualty
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "Pinned Down (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 picks "Steven Wiles" as shooter
    Then Player2 takes 1 casualty
    And the options are:
      """
      discard Olivia Jenks
      """
    And the log contains "Player1 plays Pinned Down (Weird West Edition) on Olivia Jenks"

  @rule:shootout.casualties
  Scenario: Without Pinned Down (Weird West Edition) the loser chooses any dude
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 passes
    And Player2 picks "Steven Wiles" as shooter
    Then Player2 takes 1 casualty
    And the options are:
      """
      discard Steven Wiles
      discard Olivia Jenks
      """
    And the log contains "Player1 wins the round by 1 rank"

  @rule:shootout.draw
  Scenario: A pinned-down shooter gets -3 bullets
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "Pinned Down (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player2 picks "Steven Wiles" as shooter
    Then the log contains "Player2 draws 5 cards with a stud bonus of 0 and a draw bonus of 1"
    And "Steven Wiles" has 0 bullets
    And Player2 is asked to "Select a casualty"

  @rule:shootout.draw
  Scenario: The penalty waits until the dude is chosen as a shooter
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "Pinned Down (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player2 picks "Olivia Jenks" as shooter
    Then "Steven Wiles" has 3 bullets
    And the log contains "Player2 draws 6 cards with a stud bonus of 1 and a draw bonus of 2"
    And Player2 is asked to "Select a casualty"

  @rule:shootout.casualties @ruling:pinned-down-lasts-the-shootout
  Scenario: In the round after the target's side won, the target must still be the first casualty
    Avie Cline and Olivia Jenks are draws, so each side draws exactly 5 cards. Round 1:
    Player2 wins by 1 and Player1 discards Steele Archer. Round 2: Player1 wins by 1.
    Given Player1 has these dudes:
      | dude          | at          |
      | Jake Smiley   | Town Square |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Avie Cline   | Town Square |
      | Olivia Jenks | Town Square |
    And Player1's draw hands are "2H 2D 5C 9S KH" and then "4H 4D 7C 7S QH"
    And Player2's draw hands are "3H 3D 6C 6S KD" and then "8H 8D JC 10S AH"
    When Player1 calls out "Avie Cline" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "Pinned Down (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 picks "Jake Smiley" as shooter
    And Player2 picks "Avie Cline" as shooter
    Then Player2 wins the round
    When Player1 discards "Steele Archer"
    And Player1 stays
    And Player2 stays
    And Player2 picks "Avie Cline" as shooter
    And Player1 is done
    And Player2 is done
    Then Player1 wins the round
    And the options are:
      """
      discard Olivia Jenks
      """

  @rule:shootout.draw @ruling:pinned-down-lasts-the-shootout
  Scenario: Once chosen as a shooter, the target keeps -3 bullets in the next round
    Given Player1 has these dudes:
      | dude          | at          |
      | Jake Smiley   | Town Square |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Avie Cline   | Town Square |
      | Olivia Jenks | Town Square |
    And Player1's draw hands are "2H 2D 5C 9S KH" and then "4H 4D 7C 7S QH"
    And Player2's draw hands are "3H 3D 6C 6S KD" and then "8H 8D JC 10S AH"
    When Player1 calls out "Avie Cline" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "Pinned Down (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 picks "Jake Smiley" as shooter
    And Player2 picks "Olivia Jenks" as shooter
    Then "Olivia Jenks" has 0 bullets
    And Player2 wins the round
    When Player1 discards "Steele Archer"
    And Player1 stays
    And Player2 stays
    And Player2 picks "Avie Cline" as shooter
    Then "Olivia Jenks" has 0 bullets
    And Player1 is asked to "Select a card"
