Feature: Shoppin' goods and spells
  Rules digest §3.5: goods and spells are attached to the shopping player's unbooted
  dude at a location that player controls: their home, or a deed they control (an
  opponent's deed counts once their influence there is strictly higher, §4.3). Never
  in the town square. A spell needs a dude with the matching skill (a Hex needs a
  Huckster), and a dude keeps at most one Weapon, one Horse and one
  Attire (§1.4): the limit never refuses the play; once it resolves, the dude's player
  chooses which one to keep and discards the others.

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

  @rule:attachments.limit
  Scenario: A dude may be shopped a second Weapon; then his player keeps one and discards the other
    Given Player1 has these dudes:
      | dude            | attachments |
      | Pancho Castillo | Shotgun     |
    And Player1's hand is "Peacemaker, Pinto"
    When Player1 attaches "Peacemaker" to "Pancho Castillo"
    Then Player1 is asked to "Select a Weapon"
    And the options are:
      """
      keep Shotgun
      keep Peacemaker
      """
    And Player1 has 8 ghost rock
    When Player1 chooses "keep Peacemaker"
    Then "Peacemaker" is attached to "Pancho Castillo"
    And "Shotgun" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 attaches Peacemaker to Pancho Castillo for 2 ghost rock
      Player1 discards Shotgun from Pancho Castillo
      """
    And Player2 is asked to "Select an action"

  @rule:attachments.limit
  Scenario: Over the limit the player discards one, in the rule's own words
    Given Player1 has these dudes:
      | dude            | attachments |
      | Pancho Castillo | Shotgun     |
    And Player1's hand is "Peacemaker"
    When Player1 attaches "Peacemaker" to "Pancho Castillo"
    And Player1 tries to discard "Pancho Castillo"
    Then the play is refused because "Pancho Castillo keeps one of their Weapons: discard 1 of Shotgun, Peacemaker"
    And the play is refused by rule "attachments.limit"
    When Player1 discards "Shotgun"
    Then "Peacemaker" is attached to "Pancho Castillo"
    And "Shotgun" is in Player1's discard pile
    And the last log line is "Player1 discards Shotgun from Pancho Castillo"
    And Player2 is asked to "Select an action"

  @rule:attachments.limit
  Scenario: The new Weapon may be the one discarded, and only a Weapon of that dude may be kept
    Given Player1 has these dudes:
      | dude            | attachments |
      | Pancho Castillo | Shotgun     |
      | Barton Everest  | Pinto       |
    And Player1's hand is "Peacemaker"
    When Player1 attaches "Peacemaker" to "Pancho Castillo"
    And Player1 tries to choose "keep Pinto"
    Then the play is refused because "Pancho Castillo keeps one of their Weapons: keep Shotgun, keep Peacemaker"
    And the play is refused by rule "attachments.limit"
    When Player2 tries to choose "keep Shotgun"
    Then the play is refused because "It is Player1's attachment to keep (Select a Weapon), not Player2's"
    And the play is refused by rule "attachments.limit"
    When Player1 chooses "keep Shotgun"
    Then "Shotgun" is attached to "Pancho Castillo"
    And "Peacemaker" is in Player1's discard pile
    And the last log line is "Player1 discards Peacemaker from Pancho Castillo"

  @rule:attachments.limit
  Scenario: A dude may be shopped a second Horse, and a Weapon beside it needs no choice
    Given Player1 has these dudes:
      | dude            | attachments |
      | Pancho Castillo | Roan        |
    And Player1's hand is "Pinto, Peacemaker"
    When Player1 attaches "Peacemaker" to "Pancho Castillo"
    Then the last log line is "Player1 attaches Peacemaker to Pancho Castillo for 2 ghost rock"
    And Player2 is asked to "Select an action"
    When Player2 passes
    And Player1 attaches "Pinto" to "Pancho Castillo"
    Then Player1 is asked to "Select a Horse"
    When Player1 chooses "keep Roan"
    Then "Roan" is attached to "Pancho Castillo"
    And "Peacemaker" is attached to "Pancho Castillo"
    And "Pinto" is in Player1's discard pile
    And the last log line is "Player1 discards Pinto from Pancho Castillo"

  @rule:attachments.limit
  Scenario: A second Attire is settled the same way
    Given Player1 has these dudes:
      | dude            | attachments |
      | Pancho Castillo | Sunday Best |
    And Player1's hand is "Outlaw Mask"
    When Player1 attaches "Outlaw Mask" to "Pancho Castillo"
    Then Player1 is asked to "Select an Attire"
    When Player1 chooses "keep Sunday Best"
    Then "Sunday Best" is attached to "Pancho Castillo"
    And "Outlaw Mask" is in Player1's discard pile
    And Player1 has 9 ghost rock
    And the last log line is "Player1 discards Outlaw Mask from Pancho Castillo"

  @rule:noon.shoppin.only_attach
  Scenario: A card that can only attach to some dudes cannot be traded to another
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at   | attachments     |
      | Pancho Castillo | home | The Bloody Star |
      | Andreas Andregg | home |                 |
    When Player1 tries to trade "The Bloody Star" to "Andreas Andregg"
    Then the play is refused by rule "noon.shoppin.only_attach"
    And "The Bloody Star" is attached to "Pancho Castillo"

  @rule:noon.shoppin.cannot_have
  Scenario: A dude that cannot have some cards attached is not traded them either
    Jackie Sanjuro "cannot have non-Melee Weapons attached".
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at   | attachments |
      | Pancho Castillo | home | Shotgun     |
      | Jackie Sanjuro  | home |             |
    When Player1 tries to trade "Shotgun" to "Jackie Sanjuro"
    Then the play is refused by rule "noon.shoppin.cannot_have"
    And "Shotgun" is attached to "Pancho Castillo"
