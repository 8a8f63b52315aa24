@card:19025
Feature: The Oriental Saloon
  Determine control of this deed using bullets instead of influence.

  Controller React, Boot: After you reveal a cheatin' hand, unboot your dude in town and give
  that dude 2 bounty.

  Olivia Jenks has 2 bullets and 2 influence, Pancho Castillo 3 bullets and 2 influence.
  3H 3H is a cheatin' pair.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, The Oriental Saloon"

  Scenario: Control goes by bullets
    Given Player1 has these dudes:
      | dude         | at                  |
      | Olivia Jenks | The Oriental Saloon |
    And Player2 has these dudes:
      | dude            | at                  |
      | Pancho Castillo | The Oriental Saloon |
    Then Player2 controls "The Oriental Saloon"

  Scenario: After you reveal a cheatin' hand, your dude in town unboots with 2 bounty
    Given Player1 has these dudes:
      | dude         | at             | booted |
      | Olivia Jenks | Town Square    | no     |
      | Clint Ramsey | Player1's home | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And Player1's next draw hand is "3H 3H 6C 9S KH"
    And Player2's next draw hand is "2S 2C 5S 5C JD"
    When Player1 reacts with "The Oriental Saloon"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is unbooted
    And "Clint Ramsey" has 2 bounty
    And "The Oriental Saloon" is booted
    And the log contains "Player1 unboots Clint Ramsey and gives them 2 bounty"
    And Player1 is asked to "Select a casualty"

  Scenario: A legal hand gives no React
    Given Player1 has these dudes:
      | dude         | at             | booted |
      | Olivia Jenks | Town Square    | no     |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And Player1's next draw hand is "3H 3D 6C 9S KH"
    And Player2's next draw hand is "2S 2C 5S 5C JD"
    When Player1 tries to react with "The Oriental Saloon"
    Then the play is refused by rule "ability.react"
    And Player1 is asked to "Select a casualty"

  Scenario: Only a dude in town: none there, no React
    Given Player1's out of town deeds are "Blake Ranch"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Blake Ranch |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Blake Ranch |
    And a shootout at "Blake Ranch" led by "Olivia Jenks" against "Steven Wiles"
    And Player1's next draw hand is "3H 3H 6C 9S KH"
    And Player2's next draw hand is "2S 2C 5S 5C JD"
    When Player1 tries to react with "The Oriental Saloon"
    Then the play is refused by rule "ability.react"
    And Player1 is asked to "Select a casualty"

  Scenario: Whoever controls the deed uses it, for one of their dudes in town
    Given Player1's out of town deeds are "Blake Ranch"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Blake Ranch |
    And Player2 has these dudes:
      | dude            | at                  | booted |
      | Steven Wiles    | Blake Ranch         | no     |
      | Pancho Castillo | The Oriental Saloon | yes    |
      | Clint Ramsey    | Player2's home      | yes    |
    And a shootout at "Blake Ranch" led by "Olivia Jenks" against "Steven Wiles"
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player2 reacts with "The Oriental Saloon"
    Then Player2 may choose "Clint Ramsey"
    And Player2 may not choose "Steven Wiles"
    When Player2 selects "Pancho Castillo"
    Then "Pancho Castillo" is unbooted
    And "Pancho Castillo" has 2 bounty
    And Player2 is asked to "Select a casualty"
