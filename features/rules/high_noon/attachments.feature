Feature: Shoppin' goods and spells
  Rules digest §3.5: goods and spells are attached to the shopping player's unbooted
  dude at a location that player controls: their home, or a deed they control (an
  opponent's deed counts once their influence there is strictly higher, §4.3). Never
  in the town square. A spell needs a dude with the matching skill (a Hex needs a
  Huckster), and a dude holds at most one Weapon and one Horse (§1.4).

  Background:
    Given the board "main street"
    And Player1 has 10 ghost rock
    And Player1's hand is "Shotgun, Soul Blast, Pinto, Peacemaker"

  @rule:noon.shoppin.attach
  Scenario: Goods go on an unbooted dude at home, and their cost is paid
    Given Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
    When Player1 attaches "Shotgun" to "Pancho Castillo"
    Then "Shotgun" is attached to "Pancho Castillo"
    And Player1 has 7 ghost rock
    And "Pancho Castillo" is unbooted
    And the last log line is "Player1 attaches Shotgun to Pancho Castillo for 3 ghost rock"

  @rule:noon.shoppin.attach
  Scenario: Goods go on a dude at a deed his player controls
    Given Player1 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
    When Player1 attaches "Shotgun" to "Pancho Castillo"
    Then "Shotgun" is attached to "Pancho Castillo"
    And the last log line is "Player1 attaches Shotgun to Pancho Castillo for 3 ghost rock"

  @rule:noon.shoppin.attach @rule:location.control
  Scenario: Goods go on a dude at an opponent's deed his player controls by influence
    Given Player1 has these dudes:
      | dude            | at               |
      | Pancho Castillo | Railroad Station |
    Then Player1 controls "Railroad Station"
    When Player1 attaches "Shotgun" to "Pancho Castillo"
    Then "Shotgun" is attached to "Pancho Castillo"
    And the last log line is "Player1 attaches Shotgun to Pancho Castillo for 3 ghost rock"

  @rule:noon.shoppin.attach
  Scenario: Goods cannot go on a booted dude
    Given Player1 has these dudes:
      | dude            | booted |
      | Pancho Castillo | yes    |
    When Player1 tries to attach "Shotgun" to "Pancho Castillo"
    Then the play is refused because "Pancho Castillo is booted"
    And the play is refused by rule "noon.shoppin.attach"
    And "Shotgun" is in Player1's hand

  @rule:noon.shoppin.attach
  Scenario: Goods cannot go on a dude in the town square
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 tries to attach "Shotgun" to "Pancho Castillo"
    Then the play is refused because "Player1 does not control Town Square, where Pancho Castillo is"
    And the play is refused by rule "noon.shoppin.attach"
    And Player1 has 10 ghost rock

  @rule:noon.shoppin.attach @rule:location.control
  Scenario: Goods cannot go on a dude at an opponent's deed the opponent still controls
    Given Player1 has these dudes:
      | dude            | at               |
      | Pancho Castillo | Railroad Station |
    And Player2 has these dudes:
      | dude            | at               |
      | Andreas Andregg | Railroad Station |
    When Player1 tries to attach "Shotgun" to "Pancho Castillo"
    Then the play is refused because "Player1 does not control Railroad Station, where Pancho Castillo is"
    And the play is refused by rule "noon.shoppin.attach"
    And Player2 controls "Railroad Station"

  @rule:noon.shoppin.skill
  Scenario: A Hex goes only on a Huckster
    Given Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
      | Steele Archer   |
    When Player1 tries to attach "Soul Blast" to "Pancho Castillo"
    Then the play is refused because "Soul Blast needs a Huckster and Pancho Castillo is not one"
    And the play is refused by rule "noon.shoppin.skill"
    When Player1 attaches "Soul Blast" to "Steele Archer"
    Then "Soul Blast" is attached to "Steele Archer"
    And the last log line is "Player1 attaches Soul Blast to Steele Archer for 1 ghost rock"

  @rule:noon.shoppin.limit
  Scenario: A dude with a Weapon cannot take a second one
    Given Player1 has these dudes:
      | dude            | attachments |
      | Pancho Castillo | Shotgun     |
    And Player1's hand is "Peacemaker, Pinto"
    When Player1 tries to attach "Peacemaker" to "Pancho Castillo"
    Then the play is refused because "Pancho Castillo already has a Weapon"
    And the play is refused by rule "noon.shoppin.limit"
    When Player1 attaches "Pinto" to "Pancho Castillo"
    Then the last log line is "Player1 attaches Pinto to Pancho Castillo for 2 ghost rock"

  @rule:noon.shoppin.limit
  Scenario: A dude with a Horse cannot take a second one
    Given Player1 has these dudes:
      | dude            | attachments |
      | Pancho Castillo | Roan        |
    And Player1's hand is "Pinto, Peacemaker"
    When Player1 tries to attach "Pinto" to "Pancho Castillo"
    Then the play is refused because "Pancho Castillo already has a Horse"
    And the play is refused by rule "noon.shoppin.limit"
    When Player1 attaches "Peacemaker" to "Pancho Castillo"
    Then the last log line is "Player1 attaches Peacemaker to Pancho Castillo for 2 ghost rock"
