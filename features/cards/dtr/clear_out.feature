@card:01138
Feature: Clear Out!
  Noon: Move your dude to a deed that you own but do not control.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Clear Out!"
    And Player1's street is "home, Charlie's Place, The Pharmacy"
    And Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | yes    |
    And Player2 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Charlie's Place |

  Scenario: Your dude moves to your deed an opponent controls and takes it back
    When Player1 plays "Clear Out!"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "Charlie's Place"
    Then "Pancho Castillo" is at "Charlie's Place"
    And "Pancho Castillo" is booted
    And Player1 controls "Charlie's Place"
    And "Clear Out!" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 plays Clear Out! on Pancho Castillo
      Player1 moves Pancho Castillo to Charlie's Place
      """

  Scenario: Only your deeds that you do not control are destinations
    Given Player2's street is "home, Circle M Ranch"
    And Player2 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Charlie's Place |
      | Clint Ramsey | Circle M Ranch  |
    When Player1 plays "Clear Out!"
    And Player1 selects "Pancho Castillo"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "Charlie's Place"
    And Player1 may not choose "The Pharmacy"
    And Player1 may not choose "Circle M Ranch"
    And Player1 may not choose "Town Square"

  Scenario: Only your own dudes may clear out
    Given Player2 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Charlie's Place |
      | Clint Ramsey | Town Square     |
    When Player1 plays "Clear Out!"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Clint Ramsey"

  Scenario: A dude already at the only such deed has nowhere to go
    Given Player1 has these dudes:
      | dude          | at              |
      | Steele Archer | Charlie's Place |
    And Player2 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Charlie's Place |
      | Clint Ramsey | Charlie's Place |
    When Player1 tries to play "Clear Out!"
    Then the play is refused because "Clear Out! has no legal target"
    And the play is refused by rule "ability.target"
    And "Clear Out!" is in Player1's hand

  Scenario: While you control all your deeds there is nowhere to go
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to play "Clear Out!"
    Then the play is refused by rule "ability.target"
    And "Pancho Castillo" is at "Town Square"
