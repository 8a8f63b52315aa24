@card:22041 @blind
Feature: Net Gun (blind proof)
  Weapon, Gadget 5, +1 bullets.
  Shootout, Boot: This dude makes a Mad Scientist skill check against an opposing dude's
  value. If successful, discard this card and and make that dude a draw.

  Elander Boldman: Mad Scientist 2, 0-bullet draw. Pancho Castillo: a 5-value stud.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Elander Boldman | Town Square | Net Gun     |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Elander Boldman" against "Pancho Castillo"
    And Player2's hand is "Pistol Whip"

  Scenario: Its bullet bonus
    Then "Elander Boldman" has 1 bullets
    And Player1 is asked to "Select a play"

  Scenario: Reaching the dude's value makes him a draw, and the Net Gun is discarded
    Given Player1's next pull is "3H"
    When Player1 uses "Net Gun"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is a draw
    And "Net Gun" is in Player1's discard pile
    And Player2 is asked to "Select a play"

  Scenario: Short of the value, he stays a stud and the gun stays, booted
    Given Player1's next pull is "2H"
    When Player1 uses "Net Gun"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is a stud
    And "Net Gun" is attached to "Elander Boldman"
    And "Net Gun" is booted
    And Player2 is asked to "Select a play"
