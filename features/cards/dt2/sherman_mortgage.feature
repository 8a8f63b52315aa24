@card:24124
Feature: Sherman Mortgage (Weird West Edition)
  When a shootout starts, boot this deed.
  While unbooted, increase the cost of each other player's deeds by 1 for every four deeds
  that player owns (round down).

  Stagecoach Office is a deed costing 1.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Sherman Mortgage (Weird West Edition)"
    And Player2 has 5 ghost rock
    And Player2's hand is "Stagecoach Office"
    And it is Player2's turn

  Scenario: An opponent owning four deeds pays 1 more for the next
    Given Player2's street is "home, The Pharmacy, Telegraph Office, General Store, Undertaker"
    When Player2 builds "Stagecoach Office" on the right of their street
    Then Player2 has 3 ghost rock
    And the log contains "Player2 builds Stagecoach Office on the right of their street for 2 ghost rock"

  Scenario: Only deeds cost more
    Given Player2's street is "home, The Pharmacy, Telegraph Office, General Store, Undertaker"
    And Player2's hand is "Olivia Jenks"
    When Player2 hires "Olivia Jenks"
    Then Player2 has 2 ghost rock
    And the log contains "Player2 hires Olivia Jenks for 3 ghost rock"

  Scenario: Three deeds are not four
    Given Player2's street is "home, The Pharmacy, Telegraph Office, General Store"
    When Player2 builds "Stagecoach Office" on the right of their street
    Then Player2 has 4 ghost rock
    And the log contains "Player2 builds Stagecoach Office on the right of their street for 1 ghost rock"

  Scenario: A booted Sherman Mortgage raises no cost
    Given Player1's street is "home, Sherman Mortgage (Weird West Edition) (booted)"
    And Player2's street is "home, The Pharmacy, Telegraph Office, General Store, Undertaker"
    When Player2 builds "Stagecoach Office" on the right of their street
    Then Player2 has 4 ghost rock

  Scenario: Its owner's own deeds cost what they cost
    Given Player1's street is "home, Sherman Mortgage (Weird West Edition), The Pharmacy, Telegraph Office, General Store"
    And Player1 has 5 ghost rock
    And Player1's hand is "Stagecoach Office"
    And it is Player1's turn
    When Player1 builds "Stagecoach Office" on the right of their street
    Then Player1 has 4 ghost rock

  Scenario: A shootout starting boots it
    Given Player1 has these dudes:
      | dude           | at          |
      | Olivia Jenks   | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Andreas Andregg | Town Square |
    When Player2 calls out "Olivia Jenks" with "Andreas Andregg"
    And Player1 accepts
    Then "Sherman Mortgage (Weird West Edition)" is booted
    And the log contains "Player1 boots Sherman Mortgage (Weird West Edition) as a shootout starts"
    And Player2 is asked to "Select a casualty"
