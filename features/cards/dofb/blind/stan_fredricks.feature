@card:25018 @blind
Feature: Stan Fredricks (blind proof)
  Shootout: If Stan is wanted, move one bounty from him to an opposing dude. Send Stan home
  from the shootout, booted.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: A wanted Stan moves one bounty to an opposing dude and goes home booted
    Given Player1 has these dudes:
      | dude           | at          | bounty |
      | Stan Fredricks | Town Square | 2      |
      | Clint Ramsey   | Town Square | 0      |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"
    And Player1's posse is "Clint Ramsey, Stan Fredricks"
    When Player1 uses "Stan Fredricks"
    Then Player1 may not choose "Clint Ramsey"
    When Player1 selects "Olivia Jenks"
    Then "Stan Fredricks" has 1 bounty
    And "Olivia Jenks" has 1 bounty
    And "Stan Fredricks" is at "Player1's home"
    And "Stan Fredricks" is booted
    And Player1's posse is "Clint Ramsey"
    And Player1 is asked to "Select a casualty"

  Scenario: A Stan who is not wanted moves no bounty but still goes home booted
    Given Player1 has these dudes:
      | dude           | at          | bounty |
      | Stan Fredricks | Town Square | 0      |
      | Clint Ramsey   | Town Square | 0      |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"
    And Player1's posse is "Clint Ramsey, Stan Fredricks"
    When Player1 uses "Stan Fredricks"
    Then "Olivia Jenks" has 0 bounty
    And "Stan Fredricks" is at "Player1's home"
    And "Stan Fredricks" is booted
    And Player1's posse is "Clint Ramsey"
    And Player1 is asked to "Select a casualty"
