@card:01061 @blind
Feature: B & B Attorneys (blind proof)
  Controller Noon, Boot: Raise or lower the bounty on a wanted dude by one (if the
  bounty goes to zero, the dude is no longer wanted).

  Background:
    Given the board "main street"
    And Player1's street is "home, B & B Attorneys"

  Scenario: The controller boots the Attorneys to raise a wanted dude's bounty by one
    Given Player1 has these dudes:
      | dude            | bounty |
      | Pancho Castillo | 2      |
    When Player1 uses "B & B Attorneys"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "raise"
    Then "Pancho Castillo" has 3 bounty
    And "B & B Attorneys" is booted

  Scenario: Lowering a bounty of 2 leaves the dude wanted with 1
    Given Player1 has these dudes:
      | dude            | bounty |
      | Pancho Castillo | 2      |
    When Player1 uses "B & B Attorneys"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "lower"
    Then "Pancho Castillo" has 1 bounty
    And "Pancho Castillo" is wanted

  Scenario: Lowering a bounty of 1 makes the dude no longer wanted
    Given Player1 has these dudes:
      | dude            | bounty |
      | Pancho Castillo | 1      |
    When Player1 uses "B & B Attorneys"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "lower"
    Then "Pancho Castillo" has 0 bounty
    And "Pancho Castillo" is not wanted

  Scenario: A dude who is not wanted cannot be chosen
    Given Player1 has these dudes:
      | dude            | bounty |
      | Pancho Castillo | 0      |
      | Clint Ramsey    | 1      |
    When Player1 uses "B & B Attorneys"
    Then Player1 may not choose "Pancho Castillo"
    And Player1 may choose "Clint Ramsey"
    And Player1 is asked to "Select a dude"

  Scenario: An opponent's wanted dude can have his bounty raised
    Given Player2 has these dudes:
      | dude            | at               | bounty |
      | Andreas Andregg | Railroad Station | 1      |
    When Player1 uses "B & B Attorneys"
    And Player1 selects "Andreas Andregg"
    And Player1 chooses "raise"
    Then "Andreas Andregg" has 2 bounty

  Scenario: With no wanted dude in play the Attorneys cannot be used
    Given Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
    When Player1 tries to use "B & B Attorneys"
    Then the play is refused by rule "ability.target"
    And "B & B Attorneys" is unbooted
