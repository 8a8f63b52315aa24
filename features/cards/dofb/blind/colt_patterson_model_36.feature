@card:25041 @blind
Feature: Colt-Patterson Model '36 (blind proof)
  "Shootout, Boot: Give this dude +2 Bullets and make them a Stud."

  Jake Smiley: a draw with 1 bullet.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          | attachments              |
      | Jake Smiley | Town Square | Colt-Patterson Model '36 |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"

  Scenario: The Colt gives its dude +2 bullets and makes him a stud for the shootout
    When Player1 uses "Colt-Patterson Model '36"
    Then "Jake Smiley" has 3 bullets
    And "Jake Smiley" is a stud
    And "Colt-Patterson Model '36" is booted
    And "Jake Smiley" has "bullets +2, stud" from "Colt-Patterson Model '36" until end of shootout
    And Player1 is asked to "Select a card"

