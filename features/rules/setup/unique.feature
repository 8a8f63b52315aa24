Feature: Unique cards on a board
  Rules digest §1.4: dudes and deeds are unique unless marked Non-Unique, goods and
  spells only if marked Unique. A player never has two of their own same-title unique
  cards in play, and brings none in while a same-title card lies in their Boot Hill;
  an experienced version is the same dude. A card already in play stays when its copy
  reaches Boot Hill (aced from hand, say), so a board may hold both. A board (C3) with
  two in play is refused: the error names the later entry (its path in the board), the
  rule and the fix.

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
  Scenario: A unique dude in play stays while his copy lies in Boot Hill, and no copy joins him
    Given Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
    And Player1's boot hill is "Pancho Castillo"
    And Player1's hand is "Pancho Castillo"
    When Player1 tries to hire "Pancho Castillo #2"
    Then the play is refused because "Player1 already has Pancho Castillo in play"
    And the play is refused by rule "unique"
    When Player1 passes
    Then the last log line is "Player1 passes"
    And "Pancho Castillo" is in play
    And "Pancho Castillo #3" is in Player1's Boot Hill

  @rule:unique
  Scenario: A unique deed on the street stays while its copy lies in Boot Hill
    Given Player1's boot hill is "General Store"
    When Player1 passes
    Then the last log line is "Player1 passes"
    And "General Store" is in play
    And "General Store #2" is in Player1's Boot Hill

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
