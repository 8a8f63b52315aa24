@card:22052 @blind
Feature: Tumblebleeds! (blind proof)
  Action, Condition. During shootouts at this location, the losing posse takes an additional
  casualty.
  Each player gains the ability: "Noon Job: Mark the town square. If successful, discard a
  number of attached Tumblebleeds! equal to the number of dudes in your posse."
  Noon: Boot your Huckster to attach this card to town square.

  Steele Archer is a Huckster; Clyde Owens is not.

  Scenario: Noon: a Huckster boots and the Tumblebleeds! attach to the town square
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at   |
      | Steele Archer | home |
      | Clyde Owens   | home |
    And Player1's hand is "Tumblebleeds!"
    When Player1 plays "Tumblebleeds!"
    Then Player1 may not choose "Clyde Owens"
    When Player1 selects "Steele Archer"
    Then "Steele Archer" is booted
    And "Tumblebleeds!" is attached to "Town Square"

  Scenario: A shootout in the town square: its loser takes 1 more casualty
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | home        |
      | Clyde Owens   | Town Square |
      | Jake Smiley   | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's hand is "Tumblebleeds!"
    And Player1's next draw hand is "2H 4D 7C 9S KH"
    And Player2's next draw hand is "4S 4C 8D 9H KC"
    When Player1 plays "Tumblebleeds!"
    And Player1 selects "Steele Archer"
    And Player2 calls out "Clyde Owens" with "Pancho Castillo"
    And Player1 accepts
    And Player1 adds "Jake Smiley" to the posse
    And Player1 picks "Clyde Owens" as shooter
    Then Player1 takes 2 casualties
    And Player1 is asked to "Select a casualty"
