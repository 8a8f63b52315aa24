Feature: Production
  Rules digest §3.2 and §13.14: at the start of Upkeep each player collects the
  production of their outfit and of every deed they both own and control. A deed held
  by an opponent through influence produces for nobody: not for its owner, who does not
  control it, nor for the opponent, who does not own it. An effect may give a deed's
  production to a player for the turn ("you gain the production of the deed this turn and
  other players do not", Natalya): the deed then produces for that player alone.

  Background:
    Given the board "main street"
    And the phase is Upkeep
    And Player1 has 0 ghost rock
    And Player2 has 0 ghost rock

  @rule:upkeep.production
  Scenario: The outfit produces for its owner
    Given Player1's street is empty
    And Player1's out of town deeds are empty
    Then the log contains in order:
      """
      Player1 receives 3 ghost rock production
      Player2 receives 4 ghost rock production
      """
    And Player1 has 3 ghost rock

  @rule:upkeep.production
  Scenario: Deeds you own and control produce, in town and out of town
    # The Sloane Gang 3 + General Store 1 + Telegraph Office 1 + Blake Ranch 3
    Then the log contains "Player1 receives 8 ghost rock production"
    And Player1 has 8 ghost rock

  @rule:upkeep.production @rule:location.control
  Scenario: A deed an opponent holds by influence produces for nobody
    Given Player2 has these dudes:
      | dude            | at           |
      | Andreas Andregg | Blake Ranch  |
    Then Player2 controls "Blake Ranch"
    # Blake Ranch's 3 is lost to both: Player1 gets 3 + 1 + 1, Player2 gets 3 + 1 (Railroad Station)
    And the log contains in order:
      """
      Player1 receives 5 ghost rock production
      Player2 receives 4 ghost rock production
      """
    And Player1 has 5 ghost rock
    And Player2 has 4 ghost rock

  @rule:upkeep.production @rule:location.control
  Scenario: An opposing dude who only ties your influence leaves your deed producing for you
    Given Player1 has these dudes:
      | dude             | at          |
      | Barton Everest   | Blake Ranch |
    And Player2 has these dudes:
      | dude             | at          |
      | Tommy Harden     | Blake Ranch |
    Then Player1 controls "Blake Ranch"
    And the log contains "Player1 receives 8 ghost rock production"

  @rule:upkeep.production.debt
  Scenario: A debtor repays the borrowed ghost rock from production
    Given Player1 is a debtor
    Then the log contains "Player1 receives 7 ghost rock production, repaying 1 borrowed"
    And Player1 has 7 ghost rock
    And Player1 owes nothing

  @rule:upkeep.production @card:24016
  Scenario: A deed whose production an effect gives to the opponent produces for them alone
    Given "Blake Ranch" gets "produces for the player who gave this" from "Railroad Station" until end of day
    Then the log contains in order:
      """
      Player1 receives 5 ghost rock production
      Player2 receives 7 ghost rock production
      """
