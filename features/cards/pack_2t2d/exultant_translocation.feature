@card:20044
Feature: Exultant Translocation
  Noon Miracle 6, Boot: Choose your dude at a different location than this dude. This dude
  moves to the location of the other dude, and the other dude moves to the previous
  location of this dude. If you succeed by 6 or more, unboot one of the dudes.

  Ezrael Jones is a Blessed 1: a pull of 5 succeeds (6), a pull of J succeeds by 6 (12).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments            | booted |
      | Ezrael Jones    | home        | Exultant Translocation | no     |
      | Pancho Castillo | Town Square |                        | yes    |
      | Steele Archer   | home        |                        | no     |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: The Blessed and your other dude swap places, neither booting
    Given Player1's next pull is "5H"
    When Player1 uses "Exultant Translocation"
    Then Player1 may not choose "Steele Archer"
    And Player1 may not choose "Steven Wiles"
    When Player1 selects "Pancho Castillo"
    Then "Ezrael Jones" is at "Town Square"
    And "Pancho Castillo" is at "home"
    And "Ezrael Jones" is unbooted
    And "Pancho Castillo" is booted
    And "Exultant Translocation" is booted
    And the log contains "Player1 swaps the places of Ezrael Jones and Pancho Castillo"

  Scenario: Success by 6 or more unboots one of the dudes
    Given Player1's next pull is "JH"
    When Player1 uses "Exultant Translocation"
    And Player1 selects "Pancho Castillo"
    Then Player1 may not choose "Steele Archer"
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is unbooted
    And "Pancho Castillo" is at "home"
    And the log contains "Player1 unboots Pancho Castillo"

  Scenario: Success by 5 unboots nobody
    Given Player1's next pull is "TH"
    When Player1 uses "Exultant Translocation"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Pancho Castillo" is at "home"

  Scenario: A failed pull moves nobody
    Given Player1's next pull is "4H"
    When Player1 uses "Exultant Translocation"
    And Player1 selects "Pancho Castillo"
    Then "Ezrael Jones" is at "home"
    And "Pancho Castillo" is at "Town Square"

  Scenario: Success by more than 6 unboots one of the dudes too
    Given Player1's next pull is "KH"
    And Player1 has these dudes:
      | dude            | at          | attachments            | booted |
      | Ezrael Jones    | home        | Exultant Translocation | no     |
      | Pancho Castillo | Town Square |                        | yes    |
    When Player1 uses "Exultant Translocation"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is unbooted
