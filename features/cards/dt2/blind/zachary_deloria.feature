@card:24060 @blind
Feature: Zachary Deloria (Weird West Edition) (blind proof)
  While in Town Square, Zachary gets +1 Influence.
  If you are First Peoples, Zachary has a bullet bonus equal to the highest influence
  among your dudes at his location (including himself).

  Scenario: First Peoples, in the town square alone: 1 influence, so 1 bullet
    Given the board "main street"
    And a game between "Eagle Wardens" and "Law Dogs"
    And Player1 has these dudes:
      | dude                                 | at          |
      | Zachary Deloria (Weird West Edition) | Town Square |
    Then "Zachary Deloria (Weird West Edition)" has 1 influence
    And "Zachary Deloria (Weird West Edition)" has 1 bullets

  Scenario: First Peoples, with a 3-influence dude at his location: 3 bullets
    Given the board "main street"
    And a game between "Eagle Wardens" and "Law Dogs"
    And Player1 has these dudes:
      | dude                                 | at            |
      | Zachary Deloria (Weird West Edition) | General Store |
      | Steven Wiles                         | General Store |
      | Sloane                               | home          |
    Then "Zachary Deloria (Weird West Edition)" has 0 influence
    And "Zachary Deloria (Weird West Edition)" has 3 bullets

  Scenario: An opposing dude's influence does not count
    Given the board "main street"
    And a game between "Eagle Wardens" and "Law Dogs"
    And Player1 has these dudes:
      | dude                                 | at            |
      | Zachary Deloria (Weird West Edition) | General Store |
    And Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store |
    Then "Zachary Deloria (Weird West Edition)" has 0 bullets

  Scenario: Not First Peoples: no bullet bonus
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And Player1 has these dudes:
      | dude                                 | at          |
      | Zachary Deloria (Weird West Edition) | Town Square |
      | Steven Wiles                         | Town Square |
    Then "Zachary Deloria (Weird West Edition)" has 1 influence
    And "Zachary Deloria (Weird West Edition)" has 0 bullets
