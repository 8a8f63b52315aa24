@card:20030 @blind
Feature: Virginia Ann Earp (blind proof)
  Dude. While Virginia is in a shootout, hand ranks cannot be modified by Shootout, React,
  or non-Cheatin' Resolution abilities.

  Hex Slingin': "Resolution: Discard a Hex from your dude in this posse to raise your draw
  hand rank by 2." Cheatin' Varmint: "Cheatin' Resolution: Lower a player's draw hand by 2
  ranks." Steele Archer is a Huckster 2 with Soul Blast (a Hex). "KS KH 9D 6C 4C" is a
  legal One Pair (rank 2), "QS JH 8D 5C 3C" a High Card (rank 1), "QS QS 8D 5C 3C" a
  cheatin' One Pair.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude              | at          |
      | Virginia Ann Earp | Town Square |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |

  Scenario: In her shootout a Resolution ability does not raise a hand rank
    Given a shootout at "Town Square" led by "Steele Archer" against "Virginia Ann Earp"
    And Player2's hand is "Hex Slingin'"
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "QS JH 8D 5C 3C"
    When Player2 passes
    And Player2 plays "Hex Slingin'"
    And Player2 selects "Soul Blast"
    Then Player2's hand rank is 1
    And "Soul Blast" is in Player2's discard pile
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"

  Scenario: A Cheatin' Resolution still modifies a hand rank
    Given a shootout at "Town Square" led by "Steele Archer" against "Virginia Ann Earp"
    And Player1's hand is "Cheatin' Varmint"
    And Player1 has 0 ghost rock
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "QS QS 8D 5C 3C"
    When Player2 passes
    And Player1 plays "Cheatin' Varmint"
    And Player1 chooses "Player2"
    Then Player2's hand rank is 1
    And Player2 is asked to "Select a casualty"

  Scenario: Without her in the shootout, the Resolution raises the hand rank
    Given Player1 has these dudes:
      | dude              | at          |
      | Virginia Ann Earp | home        |
      | Jake Smiley       | Town Square |
    And a shootout at "Town Square" led by "Steele Archer" against "Jake Smiley"
    And Player2's hand is "Hex Slingin'"
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "QS JH 8D 5C 3C"
    When Player2 passes
    And Player2 plays "Hex Slingin'"
    And Player2 selects "Soul Blast"
    Then Player2's hand rank is 3
    And Player1 is asked to "Select a casualty"
