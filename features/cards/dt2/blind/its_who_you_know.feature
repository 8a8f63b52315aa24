@card:24218 @blind
Feature: ...It's who you know (Weird West Edition) (blind proof)
  Noon: One of your dudes calls out an opposing dude at their location. If accepted, your
  dude becomes a stud for this shootout. When forming shootout hands this shootout, all
  dudes use their influence instead of bullets to determine how many cards each player
  draws (but keep their bullet type).

  Avie Cline is a draw with 0 bullets and 2 influence; Clint Ramsey a stud with 2 bullets
  and 1 influence; Steven Wiles (at Player2's home) a stud. A stud shooter draws 5 cards
  plus his stud bonus (§5.5).

  Background:
    Given the board "shootout"
    And Player1's hand is "...It's who you know (Weird West Edition)"
    And Player1 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
    And Player2 has these dudes:
      | dude         | at             |
      | Clint Ramsey | Town Square    |
      | Steven Wiles | Player2's home |

  Scenario: Accepted: your dude is a stud, and draws are made by influence
    When Player1 plays "...It's who you know (Weird West Edition)"
    And Player1 selects "Avie Cline"
    And Player1 selects "Clint Ramsey"
    And Player2 accepts
    And Player2 is done
    Then "Avie Cline" is a stud
    When Player1 keeps the best hand
    Then the log contains in order:
      """
      Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0
      Player2 draws 6 cards with a stud bonus of 1 and a draw bonus of 0
      """
    And Player2 is asked to "Select a card"

  Scenario: Refused: the callee goes home booted and your dude stays a draw
    When Player1 plays "...It's who you know (Weird West Edition)"
    And Player1 selects "Avie Cline"
    And Player1 selects "Clint Ramsey"
    And Player2 refuses
    Then "Clint Ramsey" is at "Player2's home"
    And "Clint Ramsey" is booted
    And "Avie Cline" is a draw

  Scenario: Only an opposing dude at your dude's location can be called out
    When Player1 plays "...It's who you know (Weird West Edition)"
    And Player1 selects "Avie Cline"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Clint Ramsey"
    And Player1 may not choose "Steven Wiles"

  Scenario: An opposing draw also counts his influence: his player gets redraws by it
    Given Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    When Player1 plays "...It's who you know (Weird West Edition)"
    And Player1 selects "Avie Cline"
    And Player1 selects "Steele Archer"
    And Player2 accepts
    And Player1 keeps the best hand
    Then "Steele Archer" is a draw
    And the log contains "Player2 draws 5 cards with a stud bonus of 0 and a draw bonus of 2"
    And Player2 is asked to "Select a card"
