@card:24145 @blind
Feature: La Quema (blind proof)
  Mystical Horse, +1 bullets. "This dude gets +3 Value. Shootout, Boot: This dude joins
  your posse (moving if necessary). You may boot an opposing dude."
  Olivia Jenks: value 2, 2 bullets.

  Scenario: La Quema gives +3 value and +1 bullets
    Given the board "main street"
    And Player1 has these dudes:
      | dude         | at          | attachments                   |
      | Olivia Jenks | Town Square | La Quema (Weird West Edition) |
    Then "Olivia Jenks" has 5 value
    And "Olivia Jenks" has 3 bullets

  Scenario: The dude rides from elsewhere into the posse and boots an opposing dude
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at            | attachments                   |
      | Olivia Jenks | General Store | La Quema (Weird West Edition) |
      | Tommy Harden | Town Square   |                               |
    And Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Tommy Harden" against "Clint Ramsey"
    When Player1 uses "La Quema (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    Then Player1's posse is "Tommy Harden, Olivia Jenks"
    And "Olivia Jenks" is at "Town Square"
    And "Clint Ramsey" is booted
    And "La Quema (Weird West Edition)" is booted
    And Player1 is asked to "Select a dude"
