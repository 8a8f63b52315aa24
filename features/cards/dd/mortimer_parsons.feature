@card:03003
Feature: Mortimer Parsons
  Dude, Mad Scientist 0, 2 influence. If Mortimer is in your posse when you reveal an
  illegal draw hand, send him home booted and reduce his influence to 0 until after
  Sundown. If you have no other dudes in your posse, the shootout immediately ends.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Revealing an illegal hand sends him home booted with 0 influence; the fight goes on
    Given Player1 has these dudes:
      | dude             | at          |
      | Mortimer Parsons | Town Square |
      | Clyde Owens      | Town Square |
    And Player1's next draw hand is "3H 3H 3D 6C 6H"
    And Player2's next draw hand is "2S 4C 7D 9H KC"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Mortimer Parsons" to the posse
    And Player1 picks "Clyde Owens" as shooter
    Then "Mortimer Parsons" is at "Player1's home"
    And "Mortimer Parsons" is booted
    And "Mortimer Parsons" has 0 influence
    And the log contains "Player1 sends Mortimer Parsons home booted with 0 influence"
    And the log does not contain "Player1 has no other dude in the posse: the shootout ends"
    And Player2 is asked to "Select a casualty"

  @rule:shootout.ended_at_once
  Scenario: Alone in the posse, the shootout ends at once: no plays, no casualties
    Given Player1 has these dudes:
      | dude             | at          |
      | Mortimer Parsons | Town Square |
    And Player1's next draw hand is "3H 3H 3D 6C 6H"
    And Player2's next draw hand is "2S 4C 7D 9H KC"
    When Player1 calls out "Pancho Castillo" with "Mortimer Parsons"
    And Player2 accepts
    Then "Mortimer Parsons" is at "Player1's home"
    And "Mortimer Parsons" is in play
    And "Pancho Castillo" is at "Town Square"
    And the log contains in order:
      """
      Player1 sends Mortimer Parsons home booted with 0 influence
      Player1 has no other dude in the posse: the shootout ends
      Player2 wins the shootout at Town Square
      """
    And the log does not contain "Player1 has the first resolution play"

  Scenario: A legal hand leaves him in the fight
    Given Player1 has these dudes:
      | dude             | at          |
      | Mortimer Parsons | Town Square |
    And Player1's next draw hand is "3H 3S 3D 6C 6H"
    And Player2's next draw hand is "2S 4C 7D 9H KC"
    When Player1 calls out "Pancho Castillo" with "Mortimer Parsons"
    And Player2 accepts
    Then "Mortimer Parsons" is at "Town Square"
    And "Mortimer Parsons" has 2 influence
    And Player2 is asked to "Select a casualty"

  Scenario: Out of the posse, your illegal hand does not touch him
    Given Player1 has these dudes:
      | dude             | at             |
      | Mortimer Parsons | Player1's home |
      | Clyde Owens      | Town Square    |
    And Player1's next draw hand is "3H 3H 3D 6C 6H"
    And Player2's next draw hand is "2S 4C 7D 9H KC"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 chooses "done"
    Then "Mortimer Parsons" is unbooted
    And "Mortimer Parsons" has 2 influence
    And Player2 is asked to "Select a casualty"
