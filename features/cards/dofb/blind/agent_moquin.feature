@card:25028 @blind
Feature: Agent Moquin (blind proof)
  React, Boot: If Moquin is in your posse, after an opponent declares the use of a Shootout
  ability on an action card with no printed ghost rock cost, cancel that ability (the card
  is discarded without effect).

  Sun in Yer Eyes (cost 0): "Shootout: Choose a dude in this shootout. That dude gets -2
  bullets (minimum 0) and becomes a draw." You Had ONE Job! costs 1. Jon Longstride prints
  2 bullets.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: Moquin cancels a Shootout action of no cost: it is discarded without effect
    Given Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
      | Agent Moquin   | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    And Player1's posse is "Jon Longstride, Agent Moquin"
    And Player2's hand is "Sun in Yer Eyes"
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Jon Longstride"
    And Player1 reacts with "Agent Moquin"
    Then "Jon Longstride" has 2 bullets
    And "Sun in Yer Eyes" is in Player2's discard pile
    And "Agent Moquin" is booted
    And Player1 is asked to "Select a dude"

  Scenario: Outside the posse Moquin cannot cancel it
    Given Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
      | Agent Moquin   | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    And Player2's hand is "Sun in Yer Eyes"
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Jon Longstride"
    Then "Jon Longstride" has 0 bullets
    And "Agent Moquin" is unbooted
    And Player2 is asked to "Select a card"

  Scenario: An action card with a printed ghost rock cost cannot be cancelled
    Given Player1 has these dudes:
      | dude           | at          | bounty |
      | Jon Longstride | Town Square | 3      |
      | Agent Moquin   | Town Square | 0      |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    And Player1's posse is "Jon Longstride, Agent Moquin"
    And Player2's hand is "You Had ONE Job!"
    When Player2 plays "You Had ONE Job!"
    And Player2 selects "Jon Longstride"
    Then "Agent Moquin" is unbooted
    And Player2 has 4 ghost rock
    When Player2 chooses "stud"
    Then "Jon Longstride" is a stud
    And Player1 is asked to "Select a dude"
