@card:22028
Feature: Camillus S. Fly
  React: After Camillus enters play during High Noon, one of your other dudes becomes a
  stud.

  Jon Longstride and Jake Smiley are printed draws.

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Camillus S. Fly"

  Scenario: Hired at Noon, he makes another dude of yours a stud for the rest of the phase
    Given Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | home        |
      | Jake Smiley    | Town Square |
    When Player1 hires "Camillus S. Fly"
    And Player1 reacts with "Camillus S. Fly"
    Then the options are:
      """
      Jon Longstride
      Jake Smiley
      """
    When Player1 selects "Jake Smiley"
    Then "Jake Smiley" is a stud
    And "Jake Smiley" has "stud" from "Camillus S. Fly" until end of shootout or phase
    And "Jon Longstride" is a draw
    And "Camillus S. Fly" is a draw
    And the log contains in order:
      """
      Player1 uses Camillus S. Fly
      Player1 makes Jake Smiley a stud
      """
    When the game advances to Sundown
    Then "Jake Smiley" is a draw

  Scenario: With no other dude of his there is nothing to react with
    Given Player2 has these dudes:
      | dude           | at   |
      | Jon Longstride | home |
    When Player1 hires "Camillus S. Fly"
    Then Player2 is asked to "Select an action"
    And "Jon Longstride" is a draw

  Scenario: Another dude entering play is not Camillus entering play
    Given Player1's hand is "Jon Longstride"
    And Player1 has these dudes:
      | dude            | at   |
      | Camillus S. Fly | home |
      | Jake Smiley     | home |
    When Player1 hires "Jon Longstride"
    Then Player2 is asked to "Select an action"
    And "Jake Smiley" is a draw

  Scenario: In the starting gang he enters play during setup, not High Noon: no stud
    Given a new game between the decks "decks/camillus.txt" and "Law Dogs - Learn to Play"
    When Player1 adds "Camillus S. Fly" to the starting gang
    And Player1 is done
    And Player2 is done
    Then Player1 is asked to "Select a card"
    And "Camillus S. Fly" is in play
    And the log does not contain "Player1 uses Camillus S. Fly"
