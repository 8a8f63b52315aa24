@card:25009 @blind
Feature: Empty Schell (blind proof)
  React: After Empty Schell is chosen as a casualty, send an opposing dude home from the
  shootout.

  Player1 (Empty Schell and Jon Longstride) loses the first round by one rank.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Empty Schell   | Town Square |
      | Jon Longstride | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    And Player1's posse is "Empty Schell, Jon Longstride"
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4C 8D 9C QD"

  @ruling:send-home-means-home-booted
  Scenario: Chosen as a casualty, Schell sends an opposing dude home from the shootout
    When Player1 picks "Jon Longstride" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player1 discards "Empty Schell"
    And Player1 reacts with "Empty Schell"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And Player2's posse is "Steven Wiles"
    And "Empty Schell" is in Player1's discard pile
    And Player1 is asked to "Select a dude"

  Scenario: Another casualty does not let Schell react
    When Player1 picks "Jon Longstride" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player1 discards "Jon Longstride"
    Then "Olivia Jenks" is at "Town Square"
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    And Player1 is asked to "Select a dude"
