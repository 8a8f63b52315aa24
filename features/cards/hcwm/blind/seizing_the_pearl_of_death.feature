@card:22056 @blind
Feature: Seizing the Pearl of Death (blind proof)
  Action, Technique. Cheatin' Resolution Technique: Draw a card. You may send a dude at this
  location home booted. If this is a shootout, reduce your casualties by 1 and increase your
  opponent's casualties by 1. If your hand is legal, this dude gets +1 bullets and +1
  influence until Sundown.

  Yunxu Jiang (Kung Fu 1, value 7 + 1 = 8, 1 bullet, 1 influence) performs it: a pull of 8 or
  lower succeeds (the scenarios pull a 4). Player2's cheatin' Three of a Kind beats Player1's High Card by 3.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Yunxu Jiang | Town Square |
      | Clyde Owens | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Steven Wiles    | Town Square |
    And Player1's hand is "Seizing the Pearl of Death"

  Scenario: Against a cheatin' hand, with a legal one: a card, a dude sent home, casualties shifted, the performer stronger
    Given Player1's next pull is "4H"
    And Player1's next draw hand is "2C 4D 7C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 9H KC"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Yunxu Jiang" to the posse
    And Player2 adds "Steven Wiles" to the posse
    And Player1 picks "Clyde Owens" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    And Player1 plays "Seizing the Pearl of Death"
    And Player1 selects "Steven Wiles"
    Then Player1 has 1 cards in hand
    And "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" is booted
    And "Yunxu Jiang" has 2 bullets
    And "Yunxu Jiang" has 2 influence
    And "Yunxu Jiang" has "bullets +1, influence +1" from "Seizing the Pearl of Death" until end of phase
    When Player1 passes
    Then Player1 takes 2 casualties
    And Player2 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  Scenario: With a cheatin' hand of his own the performer gains nothing
    Given Player1's next pull is "4H"
    And Player1's next draw hand is "2C 2C 7C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 4H KC"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Yunxu Jiang" to the posse
    And Player2 adds "Steven Wiles" to the posse
    And Player1 picks "Clyde Owens" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    And Player1 plays "Seizing the Pearl of Death"
    And Player1 is done
    Then "Yunxu Jiang" has 1 bullets
    And "Yunxu Jiang" has 1 influence
    And "Steven Wiles" is at "Town Square"
    And Player1 is asked to "Select a play"
