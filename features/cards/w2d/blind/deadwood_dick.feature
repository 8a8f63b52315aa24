@card:23006 @blind
Feature: Deadwood Dick (blind proof)
  Dude, 1 bullets, stud. Cheatin' Resolution: Boot Dick or his Horse to send any number
  of your dudes with Horses home booted. If your hand is legal, those dudes do not boot.

  Mustang is a Horse.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Deadwood Dick | Town Square | Mustang     |
      | Clyde Owens   | Town Square | Mustang #2  |
      | Olivia Jenks  | Town Square |             |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Against a cheatin' hand, with his own hand legal, his riders ride home unbooted
    Given Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 9H KC"
    When Player1 calls out "Pancho Castillo" with "Deadwood Dick"
    And Player2 accepts
    And Player1 adds "Clyde Owens" to the posse
    And Player1 adds "Olivia Jenks" to the posse
    And Player1 uses "Deadwood Dick"
    Then "Clyde Owens" is at "Player1's home"
    And "Clyde Owens" is unbooted
    And "Olivia Jenks" is at "Town Square"
