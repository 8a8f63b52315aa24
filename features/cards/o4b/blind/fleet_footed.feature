@card:21053 @blind
Feature: Fleet-Footed (blind proof)
  Noon: Send your dude home booted.  Shootout: Give your dude +1 bullets and an opposing dude
  -1 bullets.

  Pancho Castillo has 3 bullets, Clint Ramsey 2.

  Scenario: At Noon your dude goes home booted
    Given the phase is High Noon
    And Player1's hand is "Fleet-Footed"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    When Player1 plays "Fleet-Footed"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is at "Player1's home"
    And "Clint Ramsey" is booted
    And "Fleet-Footed" is in Player1's discard pile

  Scenario: In a shootout your dude gets +1 bullets and an opposing dude -1
    Given the board "shootout"
    And Player1's hand is "Fleet-Footed"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 plays "Fleet-Footed (2nd ability)"
    And Player1 selects "Clint Ramsey"
    And Player1 selects "Pancho Castillo"
    Then "Clint Ramsey" has 3 bullets
    And "Pancho Castillo" has 2 bullets
    And Player1 is asked to "Select a card"

  Scenario: At Noon only your own dude can be sent home
    Given the phase is High Noon
    And Player1's hand is "Fleet-Footed"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 plays "Fleet-Footed"
    Then Player1 may not choose "Pancho Castillo"
    And Player1 may choose "Clint Ramsey"
    And Player1 is asked to "Select a dude"
