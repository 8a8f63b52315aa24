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
