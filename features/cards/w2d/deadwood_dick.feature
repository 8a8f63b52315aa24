@card:23006
Feature: Deadwood Dick
  Cheatin' Resolution: Boot Dick or his Horse to send any number of your dudes with Horses
  home booted. If your hand is legal, those dudes do not boot.

  Dick and Clint Ramsey ride a Roan (a Horse); Jake Smiley rides none; Player2's Steven Wiles rides one
  too. A cheatin' pair holds two 2 of diamonds.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Deadwood Dick | Town Square | Roan        |
      | Clint Ramsey  | Town Square | Roan        |
      | Jake Smiley   | Town Square |             |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Roan        |

  Scenario: With a legal hand Dick sends his riders home without booting
    Given Player1's next draw hand is "3H 4C 6S 8D JH"
    And Player2's next draw hand is "2D 2D 5C 9S KS"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Deadwood Dick" to the posse
    And Player1 adds "Jake Smiley" to the posse
    And Player1 picks "Jake Smiley" as shooter
    And Player1 uses "Deadwood Dick"
    And Player1 selects "Roan"
    Then Player1 may not choose "Jake Smiley"
    And Player1 may not choose "Steven Wiles"
    When Player1 selects "Clint Ramsey"
    And Player1 selects "Deadwood Dick"
    Then "Clint Ramsey" is at "Player1's home"
    And "Deadwood Dick" is at "Player1's home"
    And "Clint Ramsey" is unbooted
    And "Deadwood Dick" is unbooted
    And "Roan" is booted
    And "Roan #2" is unbooted
    And Player1's posse is "Jake Smiley"
    And the log contains in order:
      """
      Player1 uses Deadwood Dick
      Player1 sends Clint Ramsey home
      Player1 sends Deadwood Dick home
      """
    And Player1 is asked to "Select a casualty"

  Scenario: With a cheatin' hand of his own his riders go home booted
    Given Player1's next draw hand is "3H 3H 6S 8D JH"
    And Player2's next draw hand is "2D 2D 5C 9S KS"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Deadwood Dick" to the posse
    And Player1 adds "Jake Smiley" to the posse
    And Player1 picks "Jake Smiley" as shooter
    And Player1 uses "Deadwood Dick"
    And Player1 selects "Deadwood Dick"
    And Player1 selects "Clint Ramsey"
    And Player1 is done
    Then "Clint Ramsey" is at "Player1's home"
    And "Clint Ramsey" is booted
    And "Deadwood Dick" is booted
    And "Deadwood Dick" is at "Town Square"
    And Player1's posse is "Deadwood Dick, Jake Smiley"
    And the log contains "Player1 sends Clint Ramsey home booted"
    And Player2 is asked to "Select a casualty"

  Scenario: He may send none of them
    Given Player1's next draw hand is "3H 4C 6S 8D JH"
    And Player2's next draw hand is "2D 2D 5C 9S KS"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Deadwood Dick" to the posse
    And Player1 adds "Jake Smiley" to the posse
    And Player1 picks "Jake Smiley" as shooter
    And Player1 uses "Deadwood Dick"
    And Player1 selects "Deadwood Dick"
    And Player1 is done
    Then "Deadwood Dick" is booted
    And Player1's posse is "Clint Ramsey, Deadwood Dick, Jake Smiley"
    And Player1 is asked to "Select a casualty"

  Scenario: Against a legal hand it is not offered
    Given Player1's next draw hand is "3H 4C 6S 8D JH"
    And Player2's next draw hand is "2D 2H 5C 9S KS"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Deadwood Dick" to the posse
    And Player1 adds "Jake Smiley" to the posse
    And Player1 picks "Jake Smiley" as shooter
    Then Player1 is asked to "Select a casualty"
    And "Deadwood Dick" is unbooted
    And Player1's posse is "Clint Ramsey, Deadwood Dick, Jake Smiley"
