@card:25043 @blind
Feature: Kentucky Windage (blind proof)
  "Shoutout Hex 5, Boot: This Huckster becomes a stud.
  Shootout Hex 6, Boot: This Huckster gains +1 bullets."

  Steele Archer: a Huckster 2, a draw with 0 bullets.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments      |
      | Steele Archer | Town Square | Kentucky Windage |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Steele Archer" against "Pancho Castillo"

  Scenario: Pulling 3 + 2 = 5 the Huckster becomes a stud for the shootout
    Given Player1's next pull is "3H"
    When Player1 uses "Kentucky Windage"
    Then "Steele Archer" is a stud
    And "Kentucky Windage" is booted
    And "Steele Archer" has "stud" from "Kentucky Windage" until end of shootout
    And Player2 is asked to "Select a card"

  Scenario: Pulling 2 + 2 = 4 fails: he stays a draw
    Given Player1's next pull is "2H"
    When Player1 uses "Kentucky Windage"
    Then "Steele Archer" is a draw
    And "Kentucky Windage" is booted
    And Player2 is asked to "Select a card"

  Scenario: The second Hex at 4 + 2 = 6 gives him +1 bullets
    Given Player1's next pull is "4H"
    When Player1 uses "Kentucky Windage (2nd ability)"
    Then "Steele Archer" has 1 bullets
    And "Steele Archer" is a draw
    And Player1 is asked to "Select a card"

  Scenario: The second Hex at 3 + 2 = 5 fails
    Given Player1's next pull is "3H"
    When Player1 uses "Kentucky Windage (2nd ability)"
    Then "Steele Archer" has 0 bullets
    And Player2 is asked to "Select a card"
