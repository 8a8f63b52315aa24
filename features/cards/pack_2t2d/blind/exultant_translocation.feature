@card:20044 @blind
Feature: Exultant Translocation (blind proof)
  Spell, Miracle • Hymn.
  Noon Miracle 6, Boot: Choose your dude at a different location than this dude. This dude
  moves to the location of the other dude, and the other dude moves to the previous
  location of this dude. If you succeed by 6 or more, unboot one of the dudes.

  Ezrael Jones is Blessed 1: a pull of 5 succeeds by 0, a King by 8.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | booted | attachments            |
      | Ezrael Jones    | Town Square | no     | Exultant Translocation |
      | Pancho Castillo | home        | yes    |                        |
      | Clint Ramsey    | Town Square | no     |                        |

  Scenario: The two dudes swap places
    Given Player1's next pull is "5H"
    When Player1 uses "Exultant Translocation"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Clint Ramsey"
    When Player1 selects "Pancho Castillo"
    Then "Ezrael Jones" is at "Player1's home"
    And "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is booted
    And "Exultant Translocation" is booted

  Scenario: Succeeding by 6 or more unboots one of them
    Given Player1's next pull is "KH"
    When Player1 uses "Exultant Translocation"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is unbooted

  Scenario: Succeeding by 5 unboots nobody
    Given Player1's next pull is "10H"
    When Player1 uses "Exultant Translocation"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is booted

  Scenario: A failed miracle moves nobody
    Given Player1's next pull is "4H"
    When Player1 uses "Exultant Translocation"
    And Player1 selects "Pancho Castillo"
    Then "Ezrael Jones" is at "Town Square"
    And "Pancho Castillo" is at "Player1's home"
