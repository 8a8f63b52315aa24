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

  Scenario: The controller boots Carter's to move a far-away dude into the posse without booting him
    Given Player1 has these dudes:
      | dude            | at          |
      | Clint Ramsey    | Town Square |
      | Pancho Castillo | Blake Ranch |
    When Player1 calls out "Andreas Andregg" with "Clint Ramsey"
    And Player2 accepts
    And Player1 uses "Carter's Bounties"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Town Square"
    And Player1's posse is "Clint Ramsey, Pancho Castillo"
    And "Pancho Castillo" is unbooted
    And "Carter's Bounties" is booted
    And Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"

  Scenario: Only the player's own dudes outside the posse can be chosen
    Given Player1 has these dudes:
      | dude            | at          |
      | Clint Ramsey    | Town Square |
      | Pancho Castillo | Blake Ranch |
      | Steven Wiles    | home        |
    And Player2 has these dudes:
      | dude            | at               |
      | Andreas Andregg | Town Square      |
      | Tommy Harden    | Railroad Station |
    When Player1 calls out "Andreas Andregg" with "Clint Ramsey"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    And Player1 uses "Carter's Bounties"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may choose "Steven Wiles"
    And Player1 may not choose "Tommy Harden"
    And Player1 may not choose "Clint Ramsey"
    And Player1 is asked to "Select a dude"

  Scenario: Carter's Bounties cannot be used outside a shootout
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Blake Ranch |
    When Player1 tries to use "Carter's Bounties"
    Then the play is refused by rule "noon.play_type"
    And "Pancho Castillo" is at "Blake Ranch"

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
