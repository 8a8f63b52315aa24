@card:03003 @blind
Feature: Mortimer Parsons (blind proof)
  Dude, Mad Scientist; influence 2.
  If Mortimer is in your posse when you reveal an illegal draw hand, send him home booted
  and reduce his influence to 0 until after Sundown. If you have no other dudes in your
  posse, the shootout immediately ends.

  Two 3 of hearts make Player1's hand cheatin'.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude             | at          |
      | Mortimer Parsons | Town Square |
      | Clint Ramsey     | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2's next draw hand is "2D 4D 6C 9S QS"

  Scenario: Revealing an illegal hand, Mortimer goes home booted with 0 influence
    Given Player1's next draw hand is "3H 3H 7S 8D JH"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Mortimer Parsons" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    Then "Mortimer Parsons" is at "Player1's home"
    And "Mortimer Parsons" is booted
    And "Mortimer Parsons" has 0 influence
    And Player1's posse is "Clint Ramsey"
    And Player2 is asked to "Select a casualty"

  # In Sundown's victory check Player1's influence is Clint's 1 and Olivia's 2: Mortimer's
  # still counts 0.
  Scenario: His influence is still 0 in Sundown's victory check
    Given Player1's next draw hand is "3H 3H 7S 8D JH"
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Town Square    |
      | Sloane       | Player2's home |
      | Pancho Castillo | Player2's home |
    And Player1 has these dudes:
      | dude             | at             |
      | Mortimer Parsons | Town Square    |
      | Clint Ramsey     | Town Square    |
      | Olivia Jenks     | Player1's home |
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Mortimer Parsons" to the posse
    And Player1 is done
    And Player2 is done
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 discards "Steven Wiles"
    And Player1 is done
    And the game advances to Sundown
    Then the log contains "Player1 has 1 control point and 3 influence"
    And Player1 is asked to "Continue after sundown"

  Scenario: With no other dude in the posse the shootout ends at once
    Given Player1's next draw hand is "3H 3H 7S 8D JH"
    When Player1 calls out "Steven Wiles" with "Mortimer Parsons"
    And Player2 accepts
    And Player1 is done
    Then "Mortimer Parsons" is at "Player1's home"
    And "Steven Wiles" is at "Town Square"
    And Player2 is asked to "Select an action"

  Scenario: A legal hand leaves him in the posse
    Given Player1's next draw hand is "3H 3D 7S 8D JH"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Mortimer Parsons" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    Then "Mortimer Parsons" is at "Town Square"
    And "Mortimer Parsons" has 2 influence
    And Player1's posse is "Clint Ramsey, Mortimer Parsons"
    And Player2 is asked to "Select a casualty"
