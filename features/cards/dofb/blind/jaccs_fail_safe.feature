@card:25039 @blind
Feature: Jacc's Fail Safe (blind proof)
  "This dude gets +2 influence during the Production and Upkeep phases.
  Noon Job, Boot: Mark an opposing dude. If successful, you may ace this dude to ace the
  mark."

  Jake Smiley prints 0 influence. Clyde Owens, a Law Dog, prints upkeep 2 and influence 2:
  in Player1's Sloane Gang outfit he is off-faction and costs his influence more in upkeep
  (digest §1.2), 4 without the Fail Safe. Player1's outfit produces 3.

  Scenario: During the Upkeep phase the dude has +2 influence: an off-faction dude costs 2 more
    Given the phase is Upkeep
    And Player1 has 10 ghost rock
    And Player1 has these dudes:
      | dude        | at             | attachments      |
      | Clyde Owens | Player1's home | Jacc's Fail Safe |
    When Player1 pays upkeep
    Then Player1 has 7 ghost rock

  Scenario: Without the Fail Safe the same dude costs his printed influence more
    Given the phase is Upkeep
    And Player1 has 10 ghost rock
    And Player1 has these dudes:
      | dude        | at             |
      | Clyde Owens | Player1's home |
    When Player1 pays upkeep
    Then Player1 has 9 ghost rock

  Scenario: At High Noon he has his printed influence
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at             | attachments      |
      | Jake Smiley | Player1's home | Jacc's Fail Safe |
    Then "Jake Smiley" has 0 influence

  Scenario: A successful job lets you ace the dude to ace the mark
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at             | attachments      |
      | Jake Smiley | Player1's home | Jacc's Fail Safe |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 uses "Jacc's Fail Safe"
    And Player1 selects "Pancho Castillo"
    And Player2 is done
    Then the options are:
      """
      ace Jake Smiley to ace Pancho Castillo
      pass
      """
    When Player1 chooses "ace Jake Smiley to ace Pancho Castillo"
    Then the job succeeds
    And "Jake Smiley" is in Player1's boot hill
    And "Pancho Castillo" is in Player2's boot hill

  Scenario: Declining, nobody is aced
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at             | attachments      |
      | Jake Smiley | Player1's home | Jacc's Fail Safe |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 uses "Jacc's Fail Safe"
    And Player1 selects "Pancho Castillo"
    And Player2 is done
    And Player1 chooses "pass"
    Then the job succeeds
    And "Jake Smiley" is in play
    And "Pancho Castillo" is in play
