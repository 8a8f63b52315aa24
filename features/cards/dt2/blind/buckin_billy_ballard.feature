@card:24036 @blind
Feature: Buckin' Billy Ballard (blind proof)
  Dude, 1-bullet stud, 1 influence. "While Billy has a Horse, he gets +1 bullets and +1
  influence. Noon/Shootout: Boot Billy's Horse to draw a card. You may boot a dude at
  this location."

  Background:
    Given the board "shootout"
    And Player1's hand is empty

  Scenario: With a Horse Billy has 2 bullets and 2 influence
    Given Player1 has these dudes:
      | dude                                       | at          | attachments |
      | Buckin' Billy Ballard (Weird West Edition) | Town Square | Mustang     |
    Then "Buckin' Billy Ballard (Weird West Edition)" has 2 bullets
    And "Buckin' Billy Ballard (Weird West Edition)" has 2 influence

  Scenario: Without a Horse he has his printed 1 and 1
    Given Player1 has these dudes:
      | dude                                       | at          |
      | Buckin' Billy Ballard (Weird West Edition) | Town Square |
    Then "Buckin' Billy Ballard (Weird West Edition)" has 1 bullets
    And "Buckin' Billy Ballard (Weird West Edition)" has 1 influence

  Scenario: At Noon, booting the Horse draws a card and boots a dude at his location
    Given Player1 has these dudes:
      | dude                                       | at          | attachments |
      | Buckin' Billy Ballard (Weird West Edition) | Town Square | Mustang     |
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Steele Archer | home        |
    When Player1 uses "Buckin' Billy Ballard (Weird West Edition)"
    And Player1 selects "Mustang"
    Then "Mustang" is booted
    And Player1 has 1 cards in hand
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Steele Archer"
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And "Buckin' Billy Ballard (Weird West Edition)" is unbooted

  Scenario: Without a Horse to boot, the ability is refused
    Given Player1 has these dudes:
      | dude                                       | at          |
      | Buckin' Billy Ballard (Weird West Edition) | Town Square |
    When Player1 tries to use "Buckin' Billy Ballard (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
    And Player1 has 0 cards in hand

  Scenario: In a shootout too, booting the Horse draws a card and boots an opposing dude
    Given Player1 has these dudes:
      | dude                                       | at          | attachments |
      | Buckin' Billy Ballard (Weird West Edition) | Town Square | Mustang     |
    And Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Buckin' Billy Ballard (Weird West Edition)" against "Clint Ramsey"
    When Player1 uses "Buckin' Billy Ballard (Weird West Edition)"
    And Player1 selects "Mustang"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is booted
    And "Mustang" is booted
    And Player1 has 1 cards in hand
    And Player1 is asked to "Select a card"
