@card:24011 @blind
Feature: Deadwood Miner's Alliance (blind proof)
  Your dudes with 4 or more bounty are worth +1 control points while in the town square.
  Noon, Boot: Boot your dude at a location you do not own. If the location is Public, give
  them 2 bounty and gain 1 ghost rock. If the location is Private, give them 1 bounty and
  gain 2 ghost rock.

  Pancho Castillo prints 0 control points. Player2's Charlie's Place is Public, their
  General Store Private; Player1's Railroad Station is Private.

  Background:
    Given a game between "Deadwood Miner's Alliance" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1's street is "home, Railroad Station"
    And Player2's street is "home, Charlie's Place, General Store"

  Scenario: A dude with 4 bounty in the town square is worth 1 control point
    Given Player1 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 4      |
    Then "Pancho Castillo" has 1 control points

  Scenario: 3 bounty is not enough
    Given Player1 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 3      |
    Then "Pancho Castillo" has 0 control points

  Scenario: Away from the town square the wanted dude is worth nothing
    Given Player1 has these dudes:
      | dude            | at             | bounty |
      | Pancho Castillo | Railroad Station | 5    |
    Then "Pancho Castillo" has 0 control points

  Scenario: At another player's Public deed: boot the dude, 2 bounty and 1 ghost rock
    Given Player1 has these dudes:
      | dude            | at              | bounty |
      | Pancho Castillo | Charlie's Place | 0      |
    When Player1 uses "Deadwood Miner's Alliance"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Pancho Castillo" has 2 bounty
    And Player1 has 1 ghost rock
    And "Deadwood Miner's Alliance" is booted

  Scenario: At another player's Private deed: boot the dude, 1 bounty and 2 ghost rock
    Given Player1 has these dudes:
      | dude            | at            | bounty |
      | Pancho Castillo | General Store | 0      |
    When Player1 uses "Deadwood Miner's Alliance"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Pancho Castillo" has 1 bounty
    And Player1 has 2 ghost rock

  Scenario: A dude at a deed you own is not a legal choice
    Given Player1 has these dudes:
      | dude            | at               |
      | Pancho Castillo | Railroad Station |
    When Player1 tries to use "Deadwood Miner's Alliance"
    Then the play is refused by rule "ability.cost"
    And Player1 has 0 ghost rock
    And "Pancho Castillo" has 0 bounty

  Scenario: The town square is neither Public nor Private: the dude only boots
    Given Player1 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 0      |
    When Player1 uses "Deadwood Miner's Alliance"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Pancho Castillo" has 0 bounty
    And Player1 has 0 ghost rock
