@card:20031 @blind
Feature: Campbell & Hatch Billiard Parlor (blind proof)
  Deed, Public, Casino. Controller React, Boot: After posses are formed, for the remainder
  of the shootout, hand ranks cannot be modified Shootout, React, or non-Cheatin'
  Resolution abilities. Dudes cannot be discarded or aced by Shootout or non-Cheatin'
  Resolution abilities during the first round.

  Hex Slingin': "Resolution: Discard a Hex from your dude in this posse to raise your draw
  hand rank by 2." Shotgun: "Shootout, Boot: Choose and ace an opposing dude in this
  shootout with a value less than or equal to this dude's bullets." Steele Archer is a
  Huckster 2 with Soul Blast (a Hex); Steven Wiles has 3 bullets (4 with Shotgun); Jake
  Smiley value 1.

  Background:
    Given the board "shootout"
    And Player1's street is "home, Campbell & Hatch Billiard Parlor"
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
      | Steven Wiles  | Town Square | Shotgun     |

  Scenario: After the posses form, the deed boots and a Shootout ability aces nobody in the first round
    Given it is Player2's turn
    When Player2 calls out "Jake Smiley" with "Steven Wiles"
    And Player1 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player1 reacts with "Campbell & Hatch Billiard Parlor"
    Then "Campbell & Hatch Billiard Parlor" is booted
    When Player2 uses "Shotgun"
    And Player2 selects "Jake Smiley"
    Then "Jake Smiley" is in play
    And Player1's posse is "Jake Smiley"
    And Player2 is asked to "Select a play"

  Scenario: Without the react, the Shotgun aces him
    Given it is Player2's turn
    When Player2 calls out "Jake Smiley" with "Steven Wiles"
    And Player1 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player1 passes
    And Player2 uses "Shotgun"
    And Player2 selects "Jake Smiley"
    Then "Jake Smiley" is in Player1's boot hill
    And Player2 is asked to "Select a play"

  Scenario: After the posses form, a Resolution ability cannot raise a hand rank
    Given it is Player2's turn
    And Player2's hand is "Hex Slingin'"
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "QS JH 8D 5C 3C"
    When Player2 calls out "Jake Smiley" with "Steven Wiles"
    And Player1 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player1 reacts with "Campbell & Hatch Billiard Parlor"
    And Player2 passes
    And Player2 picks "Steele Archer" as shooter
    And Player2 plays "Hex Slingin'"
    And Player2 selects "Soul Blast"
    Then Player2's hand rank is 1
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"
