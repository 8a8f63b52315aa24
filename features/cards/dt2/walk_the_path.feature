@card:24198
Feature: Walk the Path (Weird West Edition)
  Noon Miracle 6, Boot: Move your other dude to this Blessed's location (from any location,
  without booting.)
  Shootout Miracle 7, Boot: One of your dudes joins this dude's posse (moving if
  necessary). Unboot that dude.

  Ezrael Jones is a Blessed 1. Player2's home is two steps from Player1's General Store.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"

  Scenario: At Noon, your other dude moves to the Blessed from anywhere, without booting
    Given Player1 has these dudes:
      | dude            | at             | attachments                        | booted |
      | Ezrael Jones    | General Store  | Walk the Path (Weird West Edition) | no     |
      | Jake Smiley     | General Store  |                                    | no     |
      | Pancho Castillo | Player2's home |                                    | no     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next pull is "5H"
    When Player1 uses "Walk the Path (Weird West Edition)"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "General Store"
    And "Pancho Castillo" is unbooted
    And "Walk the Path (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1's Ezrael Jones succeeds by 0 with 5H + 1 = 6 against difficulty 6
      Player1 uses Walk the Path (Weird West Edition) to move Pancho Castillo to General Store
      """

  Scenario: In a shootout, one of your dudes joins the Blessed's posse, moving, and unboots
    Given Player1 has these dudes:
      | dude            | at             | attachments                        | booted |
      | Ezrael Jones    | Town Square    | Walk the Path (Weird West Edition) | no     |
      | Pancho Castillo | Player2's home |                                    | yes    |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Town Square    |
      | Steven Wiles | Player2's home |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Olivia Jenks"
    And Player1's next pull is "6H"
    When Player1 uses "Walk the Path (Weird West Edition) (2nd ability)"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
    When Player1 selects "Pancho Castillo"
    Then Player1's posse is "Ezrael Jones, Pancho Castillo"
    And "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is unbooted
    And "Walk the Path (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1's Ezrael Jones succeeds by 0 with 6H + 1 = 7 against difficulty 7
      Player1 uses Walk the Path (Weird West Edition) to bring Pancho Castillo into their posse
      """
    And Player1 is asked to "Select a dude"

  Scenario: A failed miracle moves nobody
    Given Player1 has these dudes:
      | dude            | at             | attachments                        |
      | Ezrael Jones    | General Store  | Walk the Path (Weird West Edition) |
      | Pancho Castillo | Player2's home |                                    |
    And Player1's next pull is "4H"
    When Player1 uses "Walk the Path (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Player2's home"
