@card:20036
Feature: Old Washoe Club
  Controller Shootout, Boot: Send an opposing A-value dude home booted.

  Controller Shootout, Boot: Discard a Sidekick.

  Clementine Lepp is value 1 (A); Steele Archer is value 4. Bluetick is a Sidekick.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Old Washoe Club"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | Clementine Lepp | Town Square |             |
      | Steele Archer   | Town Square | Bluetick, Pearl-Handled Revolver |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clementine Lepp"
    And Player2's posse is "Clementine Lepp, Steele Archer"

  Scenario: An opposing A-value dude goes home booted
    When Player1 uses "Old Washoe Club"
    Then Player1 may not choose "Steele Archer"
    And Player1 may not choose "Pancho Castillo"
    When Player1 selects "Clementine Lepp"
    Then "Clementine Lepp" is at "home"
    And "Clementine Lepp" is booted
    And Player2's posse is "Steele Archer"
    And "Old Washoe Club" is booted
    And the log contains "Player1 uses Old Washoe Club to send Clementine Lepp home booted"
    And Player1 is asked to "Select a casualty"

  Scenario: A Sidekick is discarded
    When Player1 uses "Old Washoe Club (2nd ability)"
    Then Player1 may not choose "Steele Archer"
    And Player1 may not choose "Pearl-Handled Revolver"
    When Player1 selects "Bluetick"
    Then "Bluetick" is in Player2's discard pile
    And "Old Washoe Club" is booted
    And the log contains "Player1 uses Old Washoe Club to discard Bluetick"
    And Player2 is asked to "Select a dude"

  Scenario: Whoever controls the Club uses it, not its owner
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Allie Hensman   | Town Square |
    And Player2 has these dudes:
      | dude            | at              |
      | Clementine Lepp | Town Square     |
      | Sloane          | Old Washoe Club |
    And a shootout at "Town Square" led by "Clementine Lepp" against "Pancho Castillo"
    And Player1's posse is "Pancho Castillo, Allie Hensman"
    When Player2 uses "Old Washoe Club"
    Then Player2 may not choose "Clementine Lepp"
    And Player2 may not choose "Pancho Castillo"
    When Player2 selects "Allie Hensman"
    Then "Allie Hensman" is at "home"
    And "Allie Hensman" is booted
    And "Old Washoe Club" is booted
    And Player2 is asked to "Select a casualty"

  Scenario: Whoever controls the Club discards a Sidekick with it
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Bluetick    |
    And Player2 has these dudes:
      | dude            | at              |
      | Clementine Lepp | Town Square     |
      | Sloane          | Old Washoe Club |
    And a shootout at "Town Square" led by "Clementine Lepp" against "Pancho Castillo"
    When Player2 uses "Old Washoe Club (2nd ability)"
    And Player2 selects "Bluetick"
    Then "Bluetick" is not in play
    And the log contains "Player2 uses Old Washoe Club to discard Bluetick"
    And Player2 is asked to "Select a casualty"
