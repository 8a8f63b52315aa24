@card:24193 @blind
Feature: Lay On Hands (Weird West Edition) (blind proof)
  React Miracle 6, Boot: When another dude at a nearby location would be discarded as a
  casualty or aced at any time, boot this Blessed to send that dude home booted instead.
  That dude does not unboot during Nightfall this turn.

  Ezrael Jones is a Blessed 1 (a pull of 5 or more succeeds). Jake Smiley's value is 1;
  Steven Wiles has 3 bullets. One pair beats high card by 1 rank: Player1 takes 1 casualty.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments                       |
      | Ezrael Jones | Town Square | Lay On Hands (Weird West Edition) |
      | Jake Smiley  | Town Square |                                   |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Steven Wiles"
    And Player1's posse is "Jake Smiley, Ezrael Jones"

  Scenario: A dude discarded as a casualty goes home booted instead, and the Blessed boots
    Given Player1's next pull is "5H"
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 8D 6C 4C"
    When Player1 picks "Jake Smiley" as shooter
    And Player1 discards "Jake Smiley"
    And Player1 reacts with "Lay On Hands (Weird West Edition)"
    Then "Jake Smiley" is at "Player1's home"
    And "Jake Smiley" is booted
    And "Jake Smiley" is in play
    And "Ezrael Jones" is booted
    And "Lay On Hands (Weird West Edition)" is booted
    And Player1's posse is "Ezrael Jones"
    And Player1 is asked to "Select a dude"

  Scenario: That dude does not unboot during Nightfall; the Blessed does
    Given Player1's next pull is "5H"
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 8D 6C 4C"
    When Player1 picks "Jake Smiley" as shooter
    And Player1 discards "Jake Smiley"
    And Player1 reacts with "Lay On Hands (Weird West Edition)"
    And Player1 runs with "Ezrael Jones"
    And the game advances to the Upkeep phase of day 2
    Then "Jake Smiley" is booted
    And "Ezrael Jones" is unbooted
    And "Lay On Hands (Weird West Edition)" is unbooted

  Scenario: A failed miracle lets the casualty be discarded
    Given Player1's next pull is "4H"
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 8D 6C 4C"
    When Player1 picks "Jake Smiley" as shooter
    And Player1 discards "Jake Smiley"
    And Player1 reacts with "Lay On Hands (Weird West Edition)"
    Then "Jake Smiley" is in Player1's discard pile
    And "Ezrael Jones" is unbooted
    And Player1 is asked to "Select a dude"

  Scenario: A dude aced by a card effect goes home booted instead
    Given Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Shotgun     |
    And Player1's next pull is "5H"
    When Player2 uses "Shotgun"
    And Player2 selects "Jake Smiley"
    And Player1 reacts with "Lay On Hands (Weird West Edition)"
    Then "Jake Smiley" is at "Player1's home"
    And "Jake Smiley" is booted
    And "Jake Smiley" is in play
    And "Ezrael Jones" is booted
    And Player1 is asked to "Select a card"

  Scenario: The Blessed cannot save himself ("another dude")
    Given Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 8D 6C 4C"
    When Player1 picks "Jake Smiley" as shooter
    And Player1 discards "Ezrael Jones"
    Then "Ezrael Jones" is in Player1's discard pile
    And Player1 is asked to "Select a dude"

  Scenario: A booted Blessed cannot boot to save the dude
    Given Player1 has these dudes:
      | dude         | at          | attachments                       | booted |
      | Ezrael Jones | Town Square | Lay On Hands (Weird West Edition) | yes    |
      | Jake Smiley  | Town Square |                                   | no     |
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 8D 6C 4C"
    When Player1 picks "Jake Smiley" as shooter
    And Player1 discards "Jake Smiley"
    Then "Jake Smiley" is in Player1's discard pile
    And Player1 is asked to "Select a dude"

  Scenario: A Blessed at no nearby location cannot save the casualty
    Given Player1 has these dudes:
      | dude         | at          | attachments                       |
      | Ezrael Jones | Blake Ranch | Lay On Hands (Weird West Edition) |
      | Jake Smiley  | Town Square |                                   |
    And Player1's posse is "Jake Smiley"
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 8D 6C 4C"
    When Player1 discards "Jake Smiley"
    Then "Jake Smiley" is in Player1's discard pile
    And "Ezrael Jones" is unbooted
    And Player2 is asked to "Select a dude"

  Scenario: A Blessed at a nearby location, out of the fight, still saves the casualty
    Given Player1 has these dudes:
      | dude         | at             | attachments                       |
      | Ezrael Jones | Player1's home | Lay On Hands (Weird West Edition) |
      | Jake Smiley  | Town Square    |                                   |
    And Player1's posse is "Jake Smiley"
    And Player1's next pull is "5H"
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 8D 6C 4C"
    When Player1 discards "Jake Smiley"
    And Player1 reacts with "Lay On Hands (Weird West Edition)"
    Then "Jake Smiley" is at "Player1's home"
    And "Jake Smiley" is booted
    And "Ezrael Jones" is booted
    And Player2 is asked to "Select a dude"
