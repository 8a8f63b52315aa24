@card:25043
Feature: Kentucky Windage
  Shoutout Hex 5, Boot: This Huckster becomes a stud.
  Shootout Hex 6, Boot: This Huckster gains +1 bullets.

  Steele Archer prints Huckster 2, 0 bullets and is a draw.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments      |
      | Steele Archer | Town Square | Kentucky Windage |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"

  Scenario: Hex 5: the Huckster becomes a stud for the shootout
    Given Player1's next pull is "3H"
    When Player1 uses "Kentucky Windage"
    Then "Steele Archer" is a stud
    And "Steele Archer" has "stud" from "Kentucky Windage" until end of shootout
    And "Kentucky Windage" is booted
    And the log contains "Player1 uses Kentucky Windage to make Steele Archer a stud"
    And Player2 is asked to "Select a card"

  Scenario: Hex 6: the Huckster gains +1 bullets for the shootout
    Given Player1's next pull is "4H"
    When Player1 uses "Kentucky Windage (2nd ability)"
    Then "Steele Archer" has 1 bullets
    And "Steele Archer" is a draw
    And "Steele Archer" has "bullets +1" from "Kentucky Windage" until end of shootout
    And the log contains "Player1 uses Kentucky Windage to give Steele Archer +1 bullets"
    And Player1 is asked to "Select a card"

  Scenario: A pull short of 6 does not give the bullet
    Given Player1's next pull is "3H"
    When Player1 uses "Kentucky Windage (2nd ability)"
    Then "Steele Archer" has 0 bullets
    And "Kentucky Windage" is booted
    And Player2 is asked to "Select a card"
