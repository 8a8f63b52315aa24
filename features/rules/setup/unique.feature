Feature: Unique cards on a board
  Rules digest §1.4: dudes and deeds are unique unless marked Non-Unique, goods and
  spells only if marked Unique. A player never has two of their own same-title unique
  cards in play, nor one whose title lies in their Boot Hill; an experienced version
  is the same dude. A board (C3) describing such a position is refused: the error
  names the later entry (its path in the board), the rule and the fix.

  Background:
    Given the board "main street"

  @rule:unique
  Scenario: A board with two copies of a unique dude in play for one player is refused
    Given Player1 has these dudes:
      | dude               |
      | Pancho Castillo    |
      | Pancho Castillo #2 |
    Then the board is refused because "$.players[0].dudes[1]: Player1 already has Pancho Castillo in play"
    And the board is refused because "remove one of them"
    And the board is refused by rule "unique"

  @rule:unique
  Scenario: A board with a dude and his experienced version in play is refused
    Given Player1 has these dudes:
      | dude                  |
      | Allie Hensman         |
      | Allie Hensman (Exp.1) |
    Then the board is refused because "$.players[0].dudes[1]: Player1 already has Allie Hensman in play"
    And the board is refused by rule "unique"

  @rule:unique
  Scenario: A board with a unique dude in play while his copy lies in Boot Hill is refused
    Given Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
    And Player1's boot hill is "Pancho Castillo"
    Then the board is refused because "$.players[0].dudes[0]: Pancho Castillo is in Player1's Boot Hill"
    And the board is refused by rule "unique"

  @rule:unique
  Scenario: A board with goods marked Unique twice in play for one player is refused
    Given Player1 has these dudes:
      | dude            | attachments          |
      | Pancho Castillo | Legendary Holster    |
      | Barton Everest  | Legendary Holster #2 |
    Then the board is refused because "$.players[0].dudes[1].attachments[0]: Player1 already has Legendary Holster in play"

  @rule:unique
  Scenario: Each player may have their own copy of a unique dude, and goods not marked Unique repeat
    Given Player1 has these dudes:
      | dude            | attachments |
      | Pancho Castillo | Shotgun     |
    And Player2 has these dudes:
      | dude               | attachments |
      | Pancho Castillo #2 | Shotgun #2  |
    When Player1 passes
    Then the last log line is "Player1 passes"
    And "Pancho Castillo #2" is in play
