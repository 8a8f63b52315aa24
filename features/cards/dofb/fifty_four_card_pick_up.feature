@card:25044
Feature: 54 Card Pick-Up
  Shootout Hex 7, Boot: Boot an Opposing Dude.
  Shootout Hex 11, Boot: Boot two Opposing Cards.

  Steele Archer prints Huckster 2.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments     |
      | Steele Archer | Town Square | 54 Card Pick-Up |

  Scenario: Hex 7 boots an opposing dude; a dude outside the posse is no target
    Given Player1's next pull is "5H"
    And Player2 has these dudes:
      | dude         | at          | booted | attachments |
      | Olivia Jenks | Town Square | no    | Shotgun |
      | Steven Wiles | Town Square | no     |             |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    When Player1 uses "54 Card Pick-Up"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Steven Wiles"
    And Player1 may not choose "Steele Archer"
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And "54 Card Pick-Up" is booted
    And the log contains "Player1 uses 54 Card Pick-Up to boot Olivia Jenks"
    And Player2 is asked to "Select a card"

  Scenario: Hex 11 boots two opposing cards, no more
    Given Player1's next pull is "9H"
    And Player2 has these dudes:
      | dude         | at          | booted | attachments |
      | Olivia Jenks | Town Square | no    | Shotgun |
      | Steven Wiles | Town Square | no     |             |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Steven Wiles"
    When Player1 uses "54 Card Pick-Up (2nd ability)"
    Then Player1 may choose "Steven Wiles"
    When Player1 selects "Olivia Jenks"
    And Player1 selects "Shotgun"
    Then "Olivia Jenks" is booted
    And "Shotgun" is booted
    And the log contains in order:
      """
      Player1 uses 54 Card Pick-Up to boot Olivia Jenks
      Player1 uses 54 Card Pick-Up to boot Shotgun
      """
    And "Steven Wiles" is unbooted
    And Player2 is asked to "Select a dude"

  Scenario: A pull short of 11 boots nothing
    Given Player1's next pull is "8H"
    And Player2 has these dudes:
      | dude         | at          | booted | attachments |
      | Olivia Jenks | Town Square | no    | Shotgun |
      | Steven Wiles | Town Square | no     |             |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    When Player1 uses "54 Card Pick-Up (2nd ability)"
    Then "Olivia Jenks" is unbooted
    And "Shotgun" is unbooted
    And "54 Card Pick-Up" is booted
    And Player2 is asked to "Select a card"

  Scenario: A pull of 6 does not boot the dude
    Given Player1's next pull is "4H"
    And Player2 has these dudes:
      | dude         | at          | booted | attachments |
      | Olivia Jenks | Town Square | no    | Shotgun |
      | Steven Wiles | Town Square | no     |             |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    When Player1 uses "54 Card Pick-Up"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is unbooted
    And "54 Card Pick-Up" is booted
    And Player2 is asked to "Select a card"

  Scenario: Only unbooted opposing cards are booted
    Given Player1's next pull is "9H"
    And Player2 has these dudes:
      | dude         | at          | booted | attachments |
      | Olivia Jenks | Town Square | yes    | Shotgun |
      | Steven Wiles | Town Square | no     |             |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    When Player1 uses "54 Card Pick-Up (2nd ability)"
    Then the options are:
      """
      Shotgun
      """
    When Player1 selects "Shotgun"
    Then "Shotgun" is booted
    And Player2 is asked to "Select a card"

