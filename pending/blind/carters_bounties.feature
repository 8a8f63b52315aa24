@card:01073 @blind
Feature: Carter's Bounties (blind proof)
  Controller Shootout, Boot: Move your dude into your posse from any location.

  Board "shootout" with Carter's Bounties on Player1's street. Blake Ranch is out of
  town, adjacent to nothing: a dude there could never join a town-square posse.

  Background:
    Given the board "shootout"
    And Player1's street is "home, General Store, Carter's Bounties"
    And Player2 has these dudes:
      | dude            | at          |
      | Andreas Andregg | Town Square |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"

  @ruling:carters-bounties-booted-dude
  Scenario: A booted dude can be moved into the posse too
    Given Player1 has these dudes:
      | dude            | at          | booted |
      | Clint Ramsey    | Town Square | no     |
      | Pancho Castillo | Blake Ranch | yes    |
    When Player1 calls out "Andreas Andregg" with "Clint Ramsey"
    And Player2 accepts
    And Player1 uses "Carter's Bounties"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Town Square"
    And Player1's posse is "Clint Ramsey, Pancho Castillo"
    And Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
