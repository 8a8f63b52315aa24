@card:24165 @blind
Feature: Quickdraw Handgun (blind proof)
  Quickdraw Handgun (Weird West Edition), Weapon, +1 bullets: "Cheatin' Resolution,
  Boot: If you have a legal draw hand, exchange draw hands with the cheatin' player.
  Your new hand is considered legal."

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments                            |
      | Clint Ramsey | Town Square | Quickdraw Handgun (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Steven Wiles    | Town Square |

  Scenario: The Handgun gives its dude 1 bullet
    Then "Clint Ramsey" has 3 bullets

  Scenario: With a legal hand, Player1 takes the cheater's hand, which counts as legal
    Given Player1's next draw hand is "AS AC 8S 8D 2D"
    And Player2's next draw hand is "9C 9C 9D 9H 10S"
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Steven Wiles"
    When Player2 picks "Pancho Castillo" as shooter
    And Player1 uses "Quickdraw Handgun (Weird West Edition)"
    Then Player1's draw hand is "9C 9C 9D 9H 10S"
    And Player2's draw hand is "AS AC 8S 8D 2D"
    And Player1's hand rank is 8
    And Player2's hand rank is 3
    And "Quickdraw Handgun (Weird West Edition)" is booted
    And Player1 wins the round
    And Player2 takes 5 casualties
    And Player2 is asked to "Select a casualty"

  Scenario: The new hand is legal: the cheater cannot answer with a Cheatin' Resolution
    Given Player1's next draw hand is "AS AC 8S 8D 2D"
    And Player2's next draw hand is "9C 9C 9D 9H 10S"
    And Player2's hand is "Coachwhip!"
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 uses "Quickdraw Handgun (Weird West Edition)"
    Then Player1's draw hand is "9C 9C 9D 9H 10S"
    And the log contains "Player2 has no resolution play and passes"
    And "Coachwhip!" is in Player2's hand
    And Player2 is asked to "Select a casualty"

  Scenario: With a cheatin' hand of its own, Player1 exchanges nothing
    Given Player1's next draw hand is "AS AS 8S 8D 2D"
    And Player2's next draw hand is "9C 9C 9D 9H 10S"
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 tries to use "Quickdraw Handgun (Weird West Edition)"
    Then Player1's draw hand is "AS AS 8S 8D 2D"
    And Player2's draw hand is "9C 9C 9D 9H 10S"
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"
