Feature: Trading goods
  Rules digest §3.6: as a High Noon action a player may trade goods from one of their
  unbooted dudes to another of their unbooted dudes at the same location, if that
  location is one they control. Each goods may be traded once per day; spells are never
  traded. The receiving dude may trade goods back in the same trade. A dude may be
  traded a second Weapon, Horse or Attire: once the trade resolves, his player keeps
  one and discards the others (§1.4).

  Background:
    Given the board "main street"
    And Player1 has these dudes:
      | dude            | at   | attachments          |
      | Pancho Castillo | home | Shotgun              |
      | Barton Everest  | home |                      |
      | Steele Archer   | home | Soul Blast, Pinto    |

  @rule:noon.trade
  Scenario: A dude hands his goods to another dude at the same location
    When Player1 trades "Shotgun" to "Barton Everest"
    Then "Shotgun" is attached to "Barton Everest"
    And "Pancho Castillo" is unbooted
    And "Barton Everest" is unbooted
    And the last log line is "Player1 trades Shotgun from Pancho Castillo to Barton Everest"

  @rule:noon.trade
  Scenario: Goods are traded at most once per day
    When Player1 trades "Shotgun" to "Barton Everest"
    And Player2 passes
    And Player1 tries to trade "Shotgun" to "Pancho Castillo"
    Then the play is refused because "Shotgun has already been traded today"
    And the play is refused by rule "noon.trade"
    And "Shotgun" is attached to "Barton Everest"
    And the log contains in order:
      """
      Player1 trades Shotgun from Pancho Castillo to Barton Everest
      Player2 passes
      """

  @rule:noon.trade
  Scenario: A booted dude cannot receive goods
    Given Player1 has these dudes:
      | dude            | attachments | booted |
      | Pancho Castillo | Shotgun     | no     |
      | Barton Everest  |             | yes    |
    When Player1 tries to trade "Shotgun" to "Barton Everest"
    Then the play is refused because "Barton Everest is booted"
    And the play is refused by rule "noon.trade"
    And "Shotgun" is attached to "Pancho Castillo"
    When Player1 passes
    Then the last log line is "Player1 passes"

  @rule:noon.trade
  Scenario: Dudes at different locations cannot trade
    Given Player1 has these dudes:
      | dude            | at            | attachments |
      | Pancho Castillo | home          | Shotgun     |
      | Barton Everest  | General Store |             |
    When Player1 tries to trade "Shotgun" to "Barton Everest"
    Then the play is refused because "Pancho Castillo and Barton Everest are not at the same location"
    And the play is refused by rule "noon.trade"
    When Player1 moves "Barton Everest" to "Player1's home"
    Then the last log line is "Player1 boots Barton Everest to move them to Player1's home"

  @rule:noon.trade
  Scenario: Dudes in the town square cannot trade
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
      | Barton Everest  | Town Square |             |
    When Player1 tries to trade "Shotgun" to "Barton Everest"
    Then the play is refused because "Player1 does not control Town Square"
    And the play is refused by rule "noon.trade"
    When Player1 moves "Barton Everest" to "General Store"
    Then the last log line is "Player1 moves Barton Everest to General Store without booting"

  @rule:noon.trade
  Scenario: A spell is never traded
    When Player1 tries to trade "Soul Blast" to "Barton Everest"
    Then the play is refused because "Soul Blast is not goods on Player1's dude"
    And the play is refused by rule "noon.trade"
    And "Soul Blast" is attached to "Steele Archer"
    When Player1 trades "Pinto" to "Barton Everest"
    Then the last log line is "Player1 trades Pinto from Steele Archer to Barton Everest"

  @rule:noon.trade @rule:attachments.limit
  Scenario: A dude with a Horse may be traded a second one; then his player keeps one
    Given Player1 has these dudes:
      | dude            | attachments |
      | Pancho Castillo | Pinto       |
      | Barton Everest  | Roan        |
    When Player1 trades "Pinto" to "Barton Everest"
    Then Player1 is asked to "Select a Horse"
    And the options are:
      """
      keep Roan
      keep Pinto
      """
    When Player1 chooses "keep Pinto"
    Then "Pinto" is attached to "Barton Everest"
    And "Roan" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 trades Pinto from Pancho Castillo to Barton Everest
      Player1 discards Roan from Barton Everest
      """
    And Player2 is asked to "Select an action"

  @rule:noon.trade.back
  Scenario: The receiving dude trades goods back in the same trade
    Given Player1 has these dudes:
      | dude            | attachments |
      | Pancho Castillo | Shotgun     |
      | Barton Everest  | Peacemaker  |
    When Player1 trades "Shotgun" to "Barton Everest" for "Peacemaker"
    Then "Shotgun" is attached to "Barton Everest"
    And "Peacemaker" is attached to "Pancho Castillo"
    And the last log line is "Player1 trades Shotgun from Pancho Castillo to Barton Everest for Peacemaker"
    And Player2 is asked to "Select an action"
    When Player2 passes
    And Player1 tries to trade "Peacemaker" to "Barton Everest"
    Then the play is refused because "Peacemaker has already been traded today"
    And the play is refused by rule "noon.trade"

  @rule:noon.trade.back
  Scenario: Only goods of the receiving dude go back, never a spell, and each goods once a day
    When Player1 tries to trade "Shotgun" to "Steele Archer" for "Soul Blast"
    Then the play is refused because "Soul Blast is not goods on Steele Archer to trade back"
    And the play is refused by rule "noon.trade"
    When Player1 tries to trade "Shotgun" to "Barton Everest" for "Pinto"
    Then the play is refused because "Pinto is not goods on Barton Everest to trade back"
    When Player1 trades "Pinto" to "Barton Everest"
    And Player2 passes
    And Player1 tries to trade "Shotgun" to "Barton Everest" for "Pinto"
    Then the play is refused because "Pinto has already been traded today"
    And "Pinto" is attached to "Barton Everest"
    And "Shotgun" is attached to "Pancho Castillo"

  @rule:noon.trade.back @rule:attachments.limit
  Scenario: A swap that leaves both dudes over a limit is settled dude by dude once it resolves
    Given Player1 has these dudes:
      | dude            | attachments       |
      | Pancho Castillo | Shotgun, Roan     |
      | Barton Everest  | Peacemaker, Pinto |
    When Player1 trades "Shotgun" to "Barton Everest" for "Pinto"
    Then Player1 is asked to "Select a Horse"
    And the options are:
      """
      keep Roan
      keep Pinto
      """
    When Player1 chooses "keep Pinto"
    Then Player1 is asked to "Select a Weapon"
    And the options are:
      """
      keep Peacemaker
      keep Shotgun
      """
    When Player1 chooses "keep Shotgun"
    Then "Pinto" is attached to "Pancho Castillo"
    And "Shotgun" is attached to "Barton Everest"
    And Player1's discard pile is "Roan, Peacemaker"
    And the log contains in order:
      """
      Player1 trades Shotgun from Pancho Castillo to Barton Everest for Pinto
      Player1 discards Roan from Pancho Castillo
      Player1 discards Peacemaker from Barton Everest
      """
    And Player2 is asked to "Select an action"

  @rule:noon.trade
  Scenario: Goods that can only attach to some dudes are traded only to them, either way of a swap
    Claws: "This card cannot be attached or traded to a dude without the Harrowed or
    Abomination keyword." A trade attaches the goods to its new dude (§3.6), so what a card
    can attach to limits what it can be traded to, the goods traded back included.
    Given Player1 has these dudes:
      | dude            | at   | attachments |
      | Pancho Castillo | home | Shotgun     |
      | Avie Cline      | home | Claws       |
    When Player1 tries to trade "Shotgun" to "Avie Cline" for "Claws"
    Then the play is refused because "Claws cannot attach to Pancho Castillo"
    And "Claws" is attached to "Avie Cline"
    And "Shotgun" is attached to "Pancho Castillo"
