@card:25039
Feature: Jacc's Fail Safe
  This dude gets +2 influence during the Production and Upkeep phases.
  Noon Job, Boot: Mark an opposing dude. If successful, you may ace this dude to ace the mark.

  Jon Longstride prints 1 influence; Olivia Jenks 2. Bank of California is Player2's deed.

  @ruling:jaccs-fail-safe-production-is-upkeep
  Scenario: During the Upkeep phase the dude gets +2 influence, and controls the deed
    Given the board "shootout"
    And the phase is Upkeep
    And Player1 has these dudes:
      | dude           | at                 | attachments      |
      | Jon Longstride | Bank of California | Jacc's Fail Safe |
    And Player2 has these dudes:
      | dude         | at                 |
      | Olivia Jenks | Bank of California |
    Then "Jon Longstride" has 3 influence
    And Player1 controls "Bank of California"

  Scenario: At High Noon the dude has his printed influence
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at                 | attachments      |
      | Jon Longstride | Bank of California | Jacc's Fail Safe |
    And Player2 has these dudes:
      | dude         | at                 |
      | Olivia Jenks | Bank of California |
    Then "Jon Longstride" has 1 influence
    And Player2 controls "Bank of California"

  Scenario: A successful job: the dude may be aced to ace the mark
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at   | attachments      |
      | Jon Longstride | home | Jacc's Fail Safe |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 uses "Jacc's Fail Safe"
    And Player1 selects "Olivia Jenks"
    And Player2 is done
    And Player1 chooses "ace Jon Longstride to ace Olivia Jenks"
    Then the job succeeds
    And "Jon Longstride" is in Player1's Boot Hill
    And "Olivia Jenks" is in Player2's Boot Hill
    And "Jacc's Fail Safe" is in Player1's discard pile
    And the log contains "Player1 aces Jon Longstride to ace Olivia Jenks"

  Scenario: The player may keep the dude: the mark stays
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at   | attachments      |
      | Jon Longstride | home | Jacc's Fail Safe |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 uses "Jacc's Fail Safe"
    And Player1 selects "Olivia Jenks"
    And Player2 is done
    And Player1 chooses "pass"
    Then the job succeeds
    And "Jon Longstride" is in play
    And "Olivia Jenks" is in play
    And "Jacc's Fail Safe" is booted
    And "Jon Longstride" is booted

  Scenario: A mark who fell in the shootout cannot be aced: nothing is offered
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at   | attachments      |
      | Jon Longstride | home | Jacc's Fail Safe |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 uses "Jacc's Fail Safe"
    And Player1 selects "Olivia Jenks"
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 aces "Olivia Jenks"
    And Player1 stays
    Then the job succeeds
    And "Jon Longstride" is in play
    And "Olivia Jenks" is in Player2's Boot Hill
    And the log does not contain "Player1 aces Jon Longstride to ace Olivia Jenks"

  Scenario: Only an opposing dude can be marked
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments      |
      | Jon Longstride | home        | Jacc's Fail Safe |
      | Steven Wiles   | Town Square |                  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 uses "Jacc's Fail Safe"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Steven Wiles"

  Scenario: A Harrowed mark is discarded instead of aced, and the log says only the dude's ace
    Avie Cline is Harrowed: aced by a card effect, she is discarded instead.
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at   | attachments      |
      | Jon Longstride | home | Jacc's Fail Safe |
    And Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
    When Player1 uses "Jacc's Fail Safe"
    And Player1 selects "Avie Cline"
    And Player2 is done
    And Player1 chooses "ace Jon Longstride to ace Avie Cline"
    Then the job succeeds
    And "Jon Longstride" is in Player1's Boot Hill
    And "Avie Cline" is in Player2's discard pile
    And the log contains "Avie Cline is Harrowed: discarded instead of aced"
    And the log contains "Player1 aces Jon Longstride"
    And the log does not contain "to ace Avie Cline"
