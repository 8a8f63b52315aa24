@card:06010 @blind
Feature: Shane & Graves Security (Frontier Justice) (blind proof)
  Deed, Private; control 1.
  Controller Shootout, Boot: A 2-stud Gunslinger token joins your posse at this or an
  adjacent deed. Remove the Gunslinger token from the game after the shootout.

  Player1's street: home - General Store - Shane & Graves Security. General Store is
  adjacent to Shane & Graves Security; Player2's Railroad Station is not.

  Background:
    Given the board "main street"
    And Player1's street is "home, General Store, Shane & Graves Security (Frontier Justice)"
    And Player1 has these dudes:
      | dude         | at            |
      | Clint Ramsey | General Store |
    And Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store |

  Scenario: A Gunslinger joins the posse at an adjacent deed, and leaves the game after the shootout
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 uses "Shane & Graves Security"
    Then Player1's posse is "Clint Ramsey, Gunslinger"
    And "Gunslinger" has 2 bullets
    And "Gunslinger" is a stud
    And "Shane & Graves Security" is booted
    And Player1 is asked to "Select a dude"

  Scenario: The Gunslinger is removed from the game once the shootout is over
    Given Player1's next draw hand is "KS KH KD 6H 4C"
    And Player2's next draw hand is "2D 4H 6C 9S QS"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 uses "Shane & Graves Security"
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 aces "Steven Wiles"
    And Player1 is done
    Then "Gunslinger" is not in play
    And "Clint Ramsey" is in play

  Scenario: In the town square, which is no deed, it brings no Gunslinger
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 tries to use "Shane & Graves Security"
    Then "Shane & Graves Security" is unbooted
    And Player1's posse is "Clint Ramsey"
    And Player1 is asked to "Select a casualty"
