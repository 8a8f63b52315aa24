@card:24011
Feature: Deadwood Miner's Alliance (Weird West Edition)
  Outfit. Your dudes with 4 or more bounty are worth +1 control points while in the town square.
  Noon, Boot: Boot your dude at a location you do not own. If the location is Public, give
  them 2 bounty and gain 1 ghost rock. If the location is Private, give them 1 bounty and gain
  2 ghost rock.

  Player2 owns Pony Express (Public) and Telegraph Office (Private); Player1 owns General
  Store (Private).

  Background:
    Given a game between "Deadwood Miner's Alliance" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1's street is "home, General Store"
    And Player2's street is "home, Pony Express, Telegraph Office"

  Scenario: Dudes with 4 or more bounty in the town square are worth 1 more control point
    Given Player1 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 4      |
      | Barton Everest  | Town Square | 3      |
      | Allie Hensman   | Town Square | 5      |
      | Jacqueline Isham | home       | 5      |
    Then "Pancho Castillo" has 1 control points
    And "Barton Everest" has 0 control points
    And "Allie Hensman" has 1 control points
    And "Jacqueline Isham" has 0 control points

  Scenario: At a Public deed the dude gets 2 bounty and you gain 1 ghost rock
    Given Player1 has these dudes:
      | dude            | at           |
      | Pancho Castillo | Pony Express |
    When Player1 uses "Deadwood Miner's Alliance"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Pancho Castillo" has 2 bounty
    And Player1 has 1 ghost rock
    And "Deadwood Miner's Alliance" is booted
    And the log contains in order:
      """
      Player1 uses Deadwood Miner's Alliance
      Player1 gives Pancho Castillo 2 bounty and gains 1 ghost rock
      """

  Scenario: At a Private deed the dude gets 1 bounty and you gain 2 ghost rock
    Given Player1 has these dudes:
      | dude            | at               |
      | Pancho Castillo | Telegraph Office |
    When Player1 uses "Deadwood Miner's Alliance"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 1 bounty
    And Player1 has 2 ghost rock
    And the log contains "Player1 gives Pancho Castillo 1 bounty and gains 2 ghost rock"

  @ruling:deadwood-town-square-is-neither
  Scenario: In the town square, neither Public nor Private, the dude is only booted
    Given Player1 has these dudes:
      | dude            | at          |
      | Barton Everest  | Town Square |
    When Player1 uses "Deadwood Miner's Alliance"
    And Player1 selects "Barton Everest"
    Then "Barton Everest" is booted
    And "Barton Everest" has 0 bounty
    And Player1 has 0 ghost rock
    And the log does not contain "Player1 gives Barton Everest"

  Scenario: A dude at a location you own, or a booted dude, cannot be booted for it
    Given Player1 has these dudes:
      | dude            | at            | booted |
      | Pancho Castillo | General Store | no     |
      | Barton Everest  | home          | no     |
      | Allie Hensman   | Pony Express  | yes    |
    When Player1 tries to use "Deadwood Miner's Alliance"
    Then the play is refused by rule "ability.cost"
