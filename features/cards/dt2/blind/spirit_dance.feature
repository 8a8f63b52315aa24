@card:24205 @blind
Feature: Spirit Dance (blind proof)
  Spirit spell. "Shootout Spirit 10, Boot: A 2-stud Gunslinger token enters play and
  joins your posse."
  Black Elk is a Shaman 3: a pull of 7 reaches 10, a pull of 6 does not.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude      | at          | attachments                       |
      | Black Elk | Town Square | Spirit Dance (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Black Elk" against "Olivia Jenks"

  Scenario: A successful cast brings a 2-bullet stud Gunslinger into the posse
    Given Player1's next pull is "7D"
    When Player1 uses "Spirit Dance (Weird West Edition)"
    Then Player1's posse is "Black Elk, Gunslinger"
    And "Gunslinger" has 2 bullets
    And "Gunslinger" is a stud
    And "Gunslinger" is at "Town Square"
    And Player1 has 2 dudes in play
    And Player1 is asked to "Select a dude"

  Scenario: A failed cast (pull 6, one short) brings nobody
    Given Player1's next pull is "6D"
    When Player1 uses "Spirit Dance (Weird West Edition)"
    Then Player1's posse is "Black Elk"
    And Player1 has 1 dudes in play
    And "Spirit Dance (Weird West Edition)" is booted
    And Player2 is asked to "Select a card"
