@card:19045 @blind
Feature: The Winning Agenda (blind proof)
  Action. Noon: Choose your dude and discard cards equal to their influence, to a maximum
  of 3. Draw cards equal to their influence, to a maximum of 3.
  Cheatin' Resolution: Choose your dude. Increase your hand rank by their influence, to a
  maximum bonus of 3.

  Influence: Steven Wiles 3 (5 with +2), Olivia Jenks 2, Jake Smiley 0. "KS KS 9D 6C 4C"
  is a cheatin' One Pair (rank 2), "QS JH 8D 5C 3C" a legal High Card (rank 1).

  Scenario: A dude with 2 influence: discard 2, then draw 2
    Given the board "shootout"
    And Player1's hand is "The Winning Agenda, Shotgun, Mustang, Pinto"
    And Player1's deck is "Roan, Bluetick, Soul Blast, Shadow Walk"
    And Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 plays "The Winning Agenda"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Shotgun"
    And Player1 selects "Mustang"
    Then "Shotgun" is in Player1's discard pile
    And "Mustang" is in Player1's discard pile
    And Player1's hand is "Pinto, Roan, Bluetick"

  Scenario: A dude with more than 3 influence: at most 3 discarded and 3 drawn
    Given the board "shootout"
    And Player1's hand is "The Winning Agenda, Shotgun, Mustang, Pinto, Roan"
    And Player1's deck is "Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field"
    And Player1 has these dudes:
      | dude         | at   |
      | Steven Wiles | home |
    And "Steven Wiles" gets "influence +2" from "Steven Wiles" until end of day
    When Player1 plays "The Winning Agenda"
    And Player1 selects "Steven Wiles"
    And Player1 selects "Shotgun"
    And Player1 selects "Mustang"
    And Player1 selects "Pinto"
    Then Player1's hand is "Roan, Bluetick, Soul Blast, Shadow Walk"
    And "Blood Curse" is in Player1's deck

  Scenario: A dude with no influence: nothing discarded, nothing drawn
    Given the board "shootout"
    And Player1's hand is "The Winning Agenda, Shotgun"
    And Player1's deck is "Roan, Bluetick"
    And Player1 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |
    When Player1 plays "The Winning Agenda"
    And Player1 selects "Jake Smiley"
    Then Player1's hand is "Shotgun"
    And "Roan" is in Player1's deck

  Scenario: Against a cheater, raise your hand rank by your dude's influence
    Given the board "shootout"
    And Player1's hand is "The Winning Agenda"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steven Wiles" against "Olivia Jenks"
    And Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    When Player1 plays "The Winning Agenda"
    And Player1 selects "Olivia Jenks"
    Then Player1's hand rank is 3
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"

  Scenario: The bonus is at most 3
    Given the board "shootout"
    And Player1's hand is "The Winning Agenda"
    And Player1 has these dudes:
      | dude   | at          |
      | Sloane | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And "Sloane" gets "influence +2" from "Sloane" until end of day
    And a shootout at "Town Square" led by "Steven Wiles" against "Sloane"
    And Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    When Player1 plays "The Winning Agenda"
    And Player1 selects "Sloane"
    Then Player1's hand rank is 4
    And Player2 is asked to "Select a casualty"
