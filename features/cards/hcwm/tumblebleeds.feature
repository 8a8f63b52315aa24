@card:22052
Feature: Tumblebleeds!
  Action, Condition. During shootouts at this location, the losing posse takes an additional
  casualty.
  Each player gains the ability: "Noon Job: Mark the town square. If successful, discard a
  number of attached Tumblebleeds! equal to the number of dudes in your posse."
  Noon: Boot your Huckster to attach this card to town square.

  @ruling:tumblebleeds-each-copy-grants-its-job
  Scenario: Played, each stays attached to the town square and grants its own job
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at   |
      | Steele Archer | home |
      | Ivor Hawley   | home |
    And Player2 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Jake Smiley     | home |
    And Player1's hand is "Tumblebleeds!, Tumblebleeds!"
    When Player1 plays "Tumblebleeds!"
    And Player1 selects "Steele Archer"
    And Player2 passes
    And Player1 plays "Tumblebleeds!"
    And Player1 selects "Ivor Hawley"
    Then "Tumblebleeds!" is attached to "Town Square"
    And "Tumblebleeds! #2" is attached to "Town Square"
    And Player1's discard pile is empty
    And the log contains "Player1 attaches Tumblebleeds! to Town Square"
    And Player2 may choose "use Law Dogs (2nd ability)"
    And Player2 may choose "use Law Dogs (3rd ability)"

  @ruling:tumblebleeds-the-job-player-picks-which
  Scenario: The granted job discards one attached Tumblebleeds! for each dude in the posse, the player's pick
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at   |
      | Steele Archer | home |
      | Ivor Hawley   | home |
    And Player2 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Jake Smiley     | home |
    And Player1's hand is "Tumblebleeds!, Tumblebleeds!"
    When Player1 plays "Tumblebleeds!"
    And Player1 selects "Steele Archer"
    And Player2 passes
    And Player1 plays "Tumblebleeds!"
    And Player1 selects "Ivor Hawley"
    And Player2 uses "Law Dogs (2nd ability)"
    And Player2 selects "Pancho Castillo"
    And Player2 is done
    Then Player2 is asked to "Select a card"
    When Player2 selects "Tumblebleeds! #2"
    Then the job succeeds
    And "Tumblebleeds! #2" is in Player1's discard pile
    And "Tumblebleeds!" is attached to "Town Square"
    And the log contains in order:
      """
      Player2's job Tumblebleeds! succeeds
      Player2 discards Tumblebleeds! #2
      """

  Scenario: A posse of two discards both
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at   |
      | Steele Archer | home |
      | Ivor Hawley   | home |
    And Player2 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Jake Smiley     | home |
    And Player1's hand is "Tumblebleeds!, Tumblebleeds!"
    When Player1 plays "Tumblebleeds!"
    And Player1 selects "Steele Archer"
    And Player2 passes
    And Player1 plays "Tumblebleeds!"
    And Player1 selects "Ivor Hawley"
    And Player2 uses "Law Dogs (2nd ability)"
    And Player2 selects "Pancho Castillo"
    And Player2 adds "Jake Smiley" to the posse
    Then the job succeeds
    And "Tumblebleeds!" is in Player1's discard pile
    And "Tumblebleeds! #2" is in Player1's discard pile

  Scenario: A shootout elsewhere: its loser takes no extra casualty
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at            |
      | Steele Archer | home          |
      | Clyde Owens   | General Store |
      | Jake Smiley   | General Store |
    And Player2 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
    And Player1's hand is "Tumblebleeds!"
    And Player1's next draw hand is "2H 4D 7C 9S KH"
    And Player2's next draw hand is "4S 4C 8D 9H KC"
    When Player1 plays "Tumblebleeds!"
    And Player1 selects "Steele Archer"
    And Player2 calls out "Clyde Owens" with "Pancho Castillo"
    And Player1 accepts
    And Player1 adds "Jake Smiley" to the posse
    And Player1 picks "Clyde Owens" as shooter
    Then Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  Scenario: In the town square the extra casualty falls on the loser, whoever played it
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | home        |
      | Clyde Owens   | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jake Smiley     | Town Square |
    And Player1's hand is "Tumblebleeds!"
    And Player1's next draw hand is "4S 4C 8D 9H KC"
    And Player2's next draw hand is "2H 4D 7C 9S KH"
    When Player1 plays "Tumblebleeds!"
    And Player1 selects "Steele Archer"
    And Player2 calls out "Clyde Owens" with "Pancho Castillo"
    And Player1 accepts
    And Player2 adds "Jake Smiley" to the posse
    And Player2 picks "Pancho Castillo" as shooter
    Then Player2 takes 2 casualties
    And Player2 is asked to "Select a casualty"
