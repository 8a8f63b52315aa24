@card:22029
Feature: QUATERMAN PRIME
  QUATERMAN PRIME must be invented, and enters play at the Mad Scientist's location.

  QUATERMAN PRIME'S bullets cannot be modified except by his attached goods. Cards cannot
  boot or move QUATERMAN PRIME.

  Each time a player reveals a cheatin' hand in QUATERMAN PRIME'S shootout, that player
  takes an additional casualty.

  Gadget 6, cost 2, 2 bullets. Roberto Muratore is a Mad Scientist 1. Pistol Whip: "Boot
  your dude in this posse to send a dude in the other posse home booted".

  Scenario: Invented by a scientist at a deed, he enters play there
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1 has 2 ghost rock
    And Player1's hand is "QUATERMAN PRIME"
    And Player1 has these dudes:
      | dude             | at            |
      | Roberto Muratore | General Store |
    And Player1's next pull is "6C"
    When Player1 hires "QUATERMAN PRIME"
    Then "QUATERMAN PRIME" is at "General Store"
    And "QUATERMAN PRIME" is unbooted

  Scenario: Pistol Whip can neither send him home nor boot him
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | QUATERMAN PRIME | Town Square |
    And Player1's hand is "Pistol Whip"
    And a shootout at "Town Square" led by "Clint Ramsey" against "QUATERMAN PRIME"
    When Player1 plays "Pistol Whip"
    And Player1 selects "QUATERMAN PRIME"
    And Player1 selects "Clint Ramsey"
    Then "QUATERMAN PRIME" is at "Town Square"
    And "QUATERMAN PRIME" is unbooted
    And Player2's posse is "QUATERMAN PRIME"
    And "Clint Ramsey" has 1 bullets
    And the log contains "Player1's card effects cannot move QUATERMAN PRIME"
    And the log contains "Player1 plays Pistol Whip: Clint Ramsey gets -1 bullets"
    And the log does not contain "sends QUATERMAN PRIME home"
    And Player1 is asked to "Select a card"

  Scenario: The winner revealing a cheatin' hand in his shootout takes one casualty
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
      | Steele Archer  | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | QUATERMAN PRIME | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "QUATERMAN PRIME"
    And Player1's posse is "Jon Longstride, Steele Archer"
    And Player1's next draw hand is "AS AS AD AC KS"
    And Player2's next draw hand is "2H 4D 6C 8S TD"
    When Player1 picks "Jon Longstride" as shooter
    And Player2 covers the casualties with "ace QUATERMAN PRIME"
    And Player1 covers the casualties with "discard Jon Longstride"
    Then "Steele Archer" is in play
    And the log contains "Player1's casualties increase from 0 to 1"
    And Player1 is asked to "Select a dude"

  Scenario: Outside his shootout a cheatin' hand costs nothing more
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Steven Wiles    | Town Square |
      | QUATERMAN PRIME | home        |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    And Player1's next draw hand is "AS AS AD AC KS"
    And Player2's next draw hand is "2H 4D 6C 8S TD"
    When Player2 covers the casualties with "ace Steven Wiles"
    Then "Jon Longstride" is in play
    And the log does not contain "Player1's casualties increase"
    And Player1 is asked to "Select a dude"
