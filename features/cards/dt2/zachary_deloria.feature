@card:24060
Feature: Zachary Deloria (Weird West Edition)
  While in Town Square, Zachary gets +1 Influence.
  If you are First Peoples, Zachary has a bullet bonus equal to the highest influence among
  your dudes at his location (including himself).

  Zachary prints 0 bullets and 0 influence. Steven Wiles prints 3 influence, Jon
  Longstride 1.

  Scenario: In town square Zachary has 1 influence and, alone, a bullet bonus of 1
    Given a game between "The Spiritual Society (Weird West Edition)" and "Law Dogs"
    And Player1 has these dudes:
      | dude                                 | at          |
      | Zachary Deloria (Weird West Edition) | Town Square |
    Then "Zachary Deloria (Weird West Edition)" has 1 influence
    And "Zachary Deloria (Weird West Edition)" has 1 bullets

  Scenario: The bonus is the highest influence among your dudes with him
    Given a game between "The Spiritual Society (Weird West Edition)" and "Law Dogs"
    And Player1 has these dudes:
      | dude                                 | at   |
      | Zachary Deloria (Weird West Edition) | home |
      | Steven Wiles                         | home |
      | Jon Longstride                       | home |
    And Player2 has these dudes:
      | dude        | at             |
      | Clyde Owens | Player1's home |
    Then "Zachary Deloria (Weird West Edition)" has 0 influence
    And "Zachary Deloria (Weird West Edition)" has 3 bullets

  Scenario: An opposing dude's influence does not count
    Given a game between "The Spiritual Society (Weird West Edition)" and "Law Dogs"
    And Player1 has these dudes:
      | dude                                 | at   |
      | Zachary Deloria (Weird West Edition) | home |
      | Jon Longstride                       | home |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player1's home |
    Then "Zachary Deloria (Weird West Edition)" has 1 bullets

  Scenario: If you are not First Peoples there is no bullet bonus
    Given a game between "Law Dogs" and "The Spiritual Society (Weird West Edition)"
    And Player1 has these dudes:
      | dude                                 | at          |
      | Zachary Deloria (Weird West Edition) | Town Square |
      | Steven Wiles                         | Town Square |
    Then "Zachary Deloria (Weird West Edition)" has 0 bullets
    And "Zachary Deloria (Weird West Edition)" has 1 influence
