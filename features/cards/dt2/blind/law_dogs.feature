@card:24009 @blind
Feature: Law Dogs (blind proof)
  Law Dogs (Weird West Edition), outfit: "Noon, Boot: Boot your dudes with total
  influence greater than target dude's influence to add 1 bounty to that dude."

  Clint Ramsey has 1 influence, Olivia Jenks 2; Pancho Castillo has 2.

  Background:
    Given the board "main street"
    And a game between "Law Dogs (Weird West Edition)" and "The Sloane Gang"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Booting dudes with more total influence than the target adds 1 bounty
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | home        |
      | Olivia Jenks | Town Square |
    When Player1 uses "Law Dogs (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Clint Ramsey"
    And Player1 selects "Olivia Jenks"
    Then "Pancho Castillo" has 1 bounty
    And "Pancho Castillo" is wanted
    And "Clint Ramsey" is booted
    And "Olivia Jenks" is booted
    And "Law Dogs (Weird West Edition)" is booted

  Scenario: Influence equal to the target's is not enough
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | home        |
      | Olivia Jenks | Town Square |
    When Player1 uses "Law Dogs (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    Then Player1 is asked to "Select a dude"
    And "Pancho Castillo" has 0 bounty
    And "Pancho Castillo" is not wanted

  Scenario: Without enough unbooted influence the ability cannot be used
    Given Player1 has these dudes:
      | dude         | at          | booted |
      | Clint Ramsey | home        | no     |
      | Olivia Jenks | Town Square | yes    |
    When Player1 tries to use "Law Dogs (Weird West Edition)"
    Then the play is refused by rule "ability.target"
    And "Pancho Castillo" has 0 bounty
    And "Clint Ramsey" is unbooted

  Scenario: A booted outfit cannot use it
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | home        |
      | Olivia Jenks | Town Square |
    And Player1's outfit is booted
    When Player1 tries to use "Law Dogs (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
    And "Pancho Castillo" has 0 bounty

  Scenario: A total equal to the target's influence is not enough either
    Steven Wiles has 3 influence: Clint and Olivia together have 3. Clint, whom Olivia
    outweighs, is a legal target: the text names any dude.
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | home        |
      | Olivia Jenks | Town Square |
    When Player1 uses "Law Dogs (Weird West Edition)"
    Then Player1 may not choose "Steven Wiles"
    And Player1 may choose "Clint Ramsey"
    When Player1 chooses "cancel"
    Then "Steven Wiles" has 0 bounty
    And "Clint Ramsey" is unbooted
    And "Olivia Jenks" is unbooted
    And "Law Dogs (Weird West Edition)" is unbooted
