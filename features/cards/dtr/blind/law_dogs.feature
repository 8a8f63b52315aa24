@card:01002 @blind
Feature: Law Dogs (blind proof)
  Noon, Boot: Choose a dude. Boot your dudes with a total influence greater than the
  chosen dude's influence to raise that dude's bounty by 1.

  Pancho Castillo has 2 influence; Clyde Owens 2, Tommy Harden 1.

  Background:
    Given the board "main street"
    And a game between "Law Dogs" and "The Sloane Gang"
    And Player1 has these dudes:
      | dude         | at          |
      | Clyde Owens  | home        |
      | Tommy Harden | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Booting dudes with more total influence raises the chosen dude's bounty by 1
    When Player1 uses "Law Dogs"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Clyde Owens"
    And Player1 selects "Tommy Harden"
    Then "Pancho Castillo" has 1 bounty
    And "Clyde Owens" is booted
    And "Tommy Harden" is booted
    And "Law Dogs" is booted

  Scenario: Dudes whose total influence only equals the chosen dude's are not enough
    When Player1 uses "Law Dogs"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Clyde Owens"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Tommy Harden"
    And Player1 may not choose "done"
    And "Pancho Castillo" has 0 bounty

  Scenario: A booted dude's influence cannot be booted, so 2 influence cannot beat 2
    Given Player1 has these dudes:
      | dude         | at          | booted |
      | Clyde Owens  | home        | false  |
      | Tommy Harden | Town Square | true   |
    When Player1 uses "Law Dogs"
    Then Player1 is asked to "Select a dude"
    And Player1 may not choose "Pancho Castillo"
    When Player1 chooses "cancel"
    Then "Pancho Castillo" has 0 bounty
    And "Law Dogs" is unbooted
    And "Clyde Owens" is unbooted

  Scenario: One more influence than the chosen dude is enough
    Given Player2 has these dudes:
      | dude               | at          |
      | Lawrence Blackwood | Town Square |
    When Player1 uses "Law Dogs"
    And Player1 selects "Lawrence Blackwood"
    And Player1 selects "Clyde Owens"
    Then "Lawrence Blackwood" has 1 bounty
    And "Clyde Owens" is booted
    And "Tommy Harden" is unbooted
    And "Law Dogs" is booted

  Scenario: A dude already wanted gets one more bounty
    Given Player2 has these dudes:
      | dude               | at          | bounty |
      | Lawrence Blackwood | Town Square | 2      |
    When Player1 uses "Law Dogs"
    And Player1 selects "Lawrence Blackwood"
    And Player1 selects "Clyde Owens"
    Then "Lawrence Blackwood" has 3 bounty
