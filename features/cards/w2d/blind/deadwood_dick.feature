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
    And Player1 picks "Deadwood Dick" as shooter
    And Player1 uses "Deadwood Dick"
    And Player1 selects "Deadwood Dick"
    Then the options are:
      """
      Deadwood Dick
      Clyde Owens
      done
      """
    When Player1 selects "Clyde Owens"
    And Player1 chooses "done"
    Then "Clyde Owens" is at "Player1's home"
    And "Clyde Owens" is unbooted
    And "Deadwood Dick" is booted
    And "Olivia Jenks" is at "Town Square"
    And Player1 is asked to "Select a casualty"

  Scenario: With his own hand cheatin' too, the riders go home booted
    Given Player1's next draw hand is "2H 2H 5C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 9H KC"
    When Player1 calls out "Pancho Castillo" with "Deadwood Dick"
    And Player2 accepts
    And Player1 adds "Clyde Owens" to the posse
    And Player1 is done
    And Player1 picks "Deadwood Dick" as shooter
    And Player1 uses "Deadwood Dick"
    And Player1 selects "Mustang"
    And Player1 selects "Clyde Owens"
    And Player1 chooses "done"
    Then "Clyde Owens" is at "Player1's home"
    And "Clyde Owens" is booted
    And "Mustang" is booted
    And "Deadwood Dick" is unbooted
    And Player1 is asked to "Select a casualty"
