@card:19025 @blind
Feature: The Oriental Saloon (blind proof)
  Determine control of this deed using bullets instead of influence.
  Controller React, Boot: After you reveal a cheatin' hand, unboot your dude in town and
  give that dude 2 bounty.

  Jake Smiley: 1 bullet, 0 influence. Avie Cline: 0 bullets, 2 influence.

  Scenario: Control of the Saloon goes by bullets
    Given the phase is High Noon
    And Player2's street is "home, The Oriental Saloon"
    And Player1 has these dudes:
      | dude        | at                 |
      | Jake Smiley | The Oriental Saloon |
    And Player2 has these dudes:
      | dude       | at                 |
      | Avie Cline | The Oriental Saloon |
    Then Player1 controls "The Oriental Saloon"

  Scenario: Another deed is still controlled by influence
    Given the phase is High Noon
    And Player2's street is "home, General Store"
    And Player1 has these dudes:
      | dude        | at            |
      | Jake Smiley | General Store |
    And Player2 has these dudes:
      | dude       | at            |
      | Avie Cline | General Store |
    Then Player2 controls "General Store"

  Scenario: After you reveal a cheatin' hand, a dude of yours in town unboots and gets 2 bounty
    Given the phase is High Noon
    And Player1's street is "home, The Oriental Saloon"
    And Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | no     |
      | Clyde Owens     | home        | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player1's next draw hand is "4S 4S 4D 9H KC"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 reacts with "The Oriental Saloon"
    And Player1 selects "Clyde Owens"
    Then "Clyde Owens" is unbooted
    And "Clyde Owens" has 2 bounty
    And "The Oriental Saloon" is booted
    And Player2 is asked to "Select a casualty"

  Scenario: A legal hand gives no React
    Given the phase is High Noon
    And Player1's street is "home, The Oriental Saloon"
    And Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | no     |
      | Clyde Owens     | home        | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player1's next draw hand is "4S 4C 4D 9H KC"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    Then Player2 is asked to "Select a casualty"
    And "Clyde Owens" is booted
    And "Clyde Owens" has 0 bounty

  Scenario: A dude out of town is not "in town"
    Given the phase is High Noon
    And Player1's street is "home, The Oriental Saloon"
    And Player1's out of town deeds is "Blake Ranch"
    And Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | no     |
      | Clyde Owens     | Blake Ranch | yes    |
      | Jake Smiley     | home        | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player1's next draw hand is "4S 4S 4D 9H KC"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 reacts with "The Oriental Saloon"
    Then Player1 may not choose "Clyde Owens"
    When Player1 selects "Jake Smiley"
    Then "Jake Smiley" is unbooted
    And "Clyde Owens" is booted
    And "Clyde Owens" has 0 bounty
    And Player2 is asked to "Select a casualty"
