@card:24004 @blind
Feature: Morgan Regulators (Weird West Edition) (blind proof)
  Outfit, wealth 19, production 3. "If it is Sundown and there has not been a shootout
  this turn, each player's influence total at each location is limited to 5.
  Noon, Boot: Move your dude to the town square. If they have a Horse, unboot them."

  Influence: Steven Wiles 3, Olivia Jenks 2, Pancho Castillo 2, Jonah Essex 2, Avie
  Cline 2, Clint Ramsey 1. A player's total influence is the sum over the locations
  (§9.1); a deed goes to a non-owner only on a strictly higher total there, ties to the
  owner (§4.3). Pinto is a Horse; a Shotgun is not.

  Background:
    Given a game between "Morgan Regulators (Weird West Edition)" and "Law Dogs"
    And Player1's street is "home, General Store"

  Scenario: At Sundown, with no shootout today, 7 influence at one location counts as 5
    Given the phase is Sundown
    And Player2 has these dudes:
      | dude            | at          |
      | Steven Wiles    | Town Square |
      | Olivia Jenks    | Town Square |
      | Pancho Castillo | Town Square |
    Then the log contains "Player2 has 0 control points and 5 influence"

  Scenario: The limit is per location: 7 influence spread over two locations still counts 7
    Given the phase is Sundown
    And Player2 has these dudes:
      | dude            | at             |
      | Steven Wiles    | Town Square    |
      | Olivia Jenks    | Player2's home |
      | Pancho Castillo | Player2's home |
    Then the log contains "Player2 has 0 control points and 7 influence"

  Scenario: The limit covers the outfit's own player too
    Given the phase is Sundown
    And Player1 has these dudes:
      | dude            | at          |
      | Steven Wiles    | Town Square |
      | Olivia Jenks    | Town Square |
      | Pancho Castillo | Town Square |
    Then the log contains "Player1 has 1 control point and 5 influence"

  Scenario: At High Noon there is no limit
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude            | at          |
      | Steven Wiles    | Town Square |
      | Olivia Jenks    | Town Square |
      | Pancho Castillo | Town Square |
    Then Player2 has 7 influence

  Scenario: At Sundown the owner keeps a deed the other player out-influences 7 to 5 there
    Given the phase is Sundown
    And Player1 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store |
      | Olivia Jenks | General Store |
    And Player2 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
      | Jonah Essex     | General Store |
      | Avie Cline      | General Store |
      | Clint Ramsey    | General Store |
    Then the log contains in order:
      """
      Player1 has 1 control point and 5 influence
      Player2 has 0 control points and 5 influence
      """

  Scenario: At High Noon the same 7 to 5 takes the deed
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store |
      | Olivia Jenks | General Store |
    And Player2 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
      | Jonah Essex     | General Store |
      | Avie Cline      | General Store |
      | Clint Ramsey    | General Store |
    Then Player2 controls "General Store"

  Scenario: After a shootout today, Sundown has no limit
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Steven Wiles    | Town Square |
      | Olivia Jenks    | Town Square |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Town Square |
    And Player1's next draw hand is "2H 2D 5C 9S KH"
    And Player2's next draw hand is "3S 4C 6D 9H KC"
    When Player1 calls out "Clint Ramsey" with "Allie Hensman"
    And Player2 accepts
    And Player2 is done
    And Player2 covers the casualties with "Clint Ramsey"
    And the game advances to Sundown
    Then the log contains "Player2 has 0 control points and 7 influence"

  Scenario: Noon: a booted dude with a Horse moves to the town square and unboots; the outfit boots
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at             | attachments | booted |
      | Olivia Jenks | Player1's home | Pinto       | yes    |
    When Player1 uses "Morgan Regulators (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is unbooted
    And "Morgan Regulators (Weird West Edition)" is booted

  Scenario: Noon: a booted dude without a Horse moves but stays booted
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at            | attachments | booted |
      | Olivia Jenks | General Store | Shotgun     | yes    |
    When Player1 uses "Morgan Regulators (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is booted

  Scenario: Noon: an unbooted dude is moved there without booting
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    When Player1 uses "Morgan Regulators (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is unbooted

  Scenario: Noon: only your own dudes, and only while the outfit is unbooted
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |
    When Player1 uses "Morgan Regulators (Weird West Edition)"
    Then Player1 may not choose "Steven Wiles"
    And Player1 is asked to "Select a dude"
