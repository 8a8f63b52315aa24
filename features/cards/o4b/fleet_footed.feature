@card:21053
Feature: Fleet-Footed
  Noon: Send your dude home booted.
  Shootout: Give your dude +1 bullets and an opposing dude -1 bullets.

  Pancho Castillo and Clyde Owens have 3 bullets each.

  Scenario: At Noon your dude goes home booted
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's hand is "Fleet-Footed"
    When Player1 plays "Fleet-Footed"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted
    And "Fleet-Footed" is in Player1's discard pile
    And the log contains "Player1 sends Pancho Castillo home booted"

  Scenario: In a shootout your dude gets +1 bullets and an opposing dude -1 bullets
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square    |
      | Jake Smiley     | Player1's home |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's hand is "Fleet-Footed"
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clyde Owens"
    When Player1 plays "Fleet-Footed"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
    When Player1 selects "Pancho Castillo"
    Then the options are:
      """
      Clyde Owens
      """
    When Player1 selects "Clyde Owens"
    Then "Pancho Castillo" has 4 bullets
    And "Clyde Owens" has 2 bullets
    And "Pancho Castillo" has "bullets +1" from "Fleet-Footed" until end of shootout
    And "Clyde Owens" has "bullets -1" from "Fleet-Footed" until end of shootout
    And the log contains "Player1 gives Pancho Castillo +1 bullets and Clyde Owens -1 bullets"
    And Player1 is asked to "Select a card"
