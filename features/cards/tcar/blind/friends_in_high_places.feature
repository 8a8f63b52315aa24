@card:19043 @blind
Feature: Friends in High Places (blind proof)
  Action. React: After your unbooted dude is called out, if they have more influence than
  the leader, they can refuse the callout without moving home booted.
  Shootout: If your posse has more influence than the opposing posse, make one of your
  dudes a stud.

  Influence: Steven Wiles 3, Olivia Jenks 2, Tommy Harden 1, Jake Smiley 0. Olivia Jenks
  and Jake Smiley are draws.

  Scenario: Called out by a dude with less influence, she refuses and stays where she is, unbooted
    Given the board "shootout"
    And it is Player2's turn
    And Player1's hand is "Friends in High Places"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Tommy Harden | Town Square |
    When Player2 calls out "Olivia Jenks" with "Tommy Harden"
    And Player1 reacts with "Friends in High Places"
    And Player1 refuses
    Then "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is unbooted
    And "Friends in High Places" is in Player1's discard pile

  Scenario: Called out by a dude with more influence, the react is not offered
    Given the board "shootout"
    And it is Player2's turn
    And Player1's hand is "Friends in High Places"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player2 calls out "Olivia Jenks" with "Steven Wiles"
    Then Player1 may not choose "react Friends in High Places"
    And Player1 is asked to "Select an option"

  Scenario: A posse with more influence makes one of its dudes a stud
    Given the board "shootout"
    And Player1's hand is "Friends in High Places"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Jake Smiley  | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Tommy Harden | Town Square |
    And a shootout at "Town Square" led by "Tommy Harden" against "Olivia Jenks"
    And Player1's posse is "Olivia Jenks, Jake Smiley"
    When Player1 plays "Friends in High Places"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is a stud
    And "Olivia Jenks" is a draw
    And Player1 is asked to "Select a dude"

  Scenario: A posse without more influence makes nobody a stud
    Given the board "shootout"
    And Player1's hand is "Friends in High Places"
    And Player1 has these dudes:
      | dude         | at          |
      | Jake Smiley  | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Tommy Harden | Town Square |
    And a shootout at "Town Square" led by "Tommy Harden" against "Jake Smiley"
    When Player1 plays "Friends in High Places"
    Then "Jake Smiley" is a draw
    And Player2 is asked to "Select a card"

  Scenario: A posse with equal influence makes nobody a stud
    Given the board "shootout"
    And Player1's hand is "Friends in High Places"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And a shootout at "Town Square" led by "Clyde Owens" against "Olivia Jenks"
    When Player1 plays "Friends in High Places"
    Then "Olivia Jenks" is a draw
    And Player2 is asked to "Select a card"

  Scenario: A booted dude called out gets no help
    Given the board "shootout"
    And it is Player2's turn
    And Player1's hand is "Friends in High Places"
    And Player1 has these dudes:
      | dude         | at          | booted |
      | Olivia Jenks | Town Square | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Tommy Harden | Town Square |
    When Player2 calls out "Olivia Jenks" with "Tommy Harden"
    Then Player1 may not choose "react Friends in High Places"
    And Player1 is asked to "Select an option"

  Scenario: Called out by a leader with as much influence, the react is not offered
    Given the board "shootout"
    And it is Player2's turn
    And Player1's hand is "Friends in High Places"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    When Player2 calls out "Olivia Jenks" with "Clyde Owens"
    Then Player1 may not choose "react Friends in High Places"
    And Player1 is asked to "Select an option"
