@card:01082
Feature: Bluetick
  Goods, Sidekick. Noon, Boot: Move this dude to the same location as a wanted dude.

  Bluetick boots, not its dude: a card-effect move boots the dude only if the card says
  so (§4.2), so even a booted dude is moved. Any wanted dude will do, yours or an
  opponent's, as long as it stands somewhere else. As a Sidekick, Bluetick can be
  discarded (never aced) to cover 1 casualty (§5.8).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at   | attachments |
      | Olivia Jenks | home | Bluetick    |

  Scenario: Bluetick leads its dude to a wanted dude without booting the dude
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
    When Player1 uses "Bluetick"
    And Player1 selects "Steven Wiles"
    Then "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is unbooted
    And "Bluetick" is booted
    And "Bluetick" is attached to "Olivia Jenks"
    And the log contains in order:
      """
      Player1 uses Bluetick to pick up the trail of Steven Wiles
      Player1 moves Olivia Jenks to Town Square without booting
      """

  Scenario: A booted dude is moved too, and stays booted
    Given Player1 has these dudes:
      | dude         | at   | booted | attachments |
      | Olivia Jenks | home | yes    | Bluetick    |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 2      |
    When Player1 uses "Bluetick"
    And Player1 selects "Steven Wiles"
    Then "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is booted
    And the log contains "Player1 moves Olivia Jenks to Town Square without booting"

  Scenario: The trail may lead into an opponent's home
    Given Player2 has these dudes:
      | dude         | at   | bounty |
      | Steven Wiles | home | 1      |
    When Player1 uses "Bluetick"
    And Player1 selects "Steven Wiles"
    Then "Olivia Jenks" is at "Player2's home"
    And the log contains "Player1 moves Olivia Jenks to Player2's home without booting"

  Scenario: Only wanted dudes somewhere else can be tracked, yours or an opponent's
    Given Player1 has these dudes:
      | dude            | at          | bounty | attachments |
      | Olivia Jenks    | home        |        | Bluetick    |
      | Pancho Castillo | Town Square | 1      |             |
      | Steele Archer   | home        | 1      |             |
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Steven Wiles  | Town Square | 1      |
      | Clint Ramsey  | Town Square |        |
    When Player1 uses "Bluetick"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Steven Wiles"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Clint Ramsey"
    And Player1 may not choose "Steele Archer"
    And the log does not contain "Player1 uses Bluetick to pick up the trail of Steven Wiles"

  @ruling:bluetick-does-not-choose
  Scenario: Bluetick does not choose its wanted dude, so protection from being chosen does not stop it
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
    And "Steven Wiles" gets "cannot be chosen by opponents" from "Steven Wiles" until end of day
    When Player1 uses "Bluetick"
    Then Player1 may choose "Steven Wiles"
    When Player1 selects "Steven Wiles"
    Then "Olivia Jenks" is at "Town Square"

  @rule:ability.target
  Scenario: With no wanted dude anywhere else Bluetick has nothing to track
    Given Player1 has these dudes:
      | dude         | at   | bounty | attachments |
      | Olivia Jenks | home | 1      | Bluetick    |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 tries to use "Bluetick"
    Then the play is refused because "Bluetick has no legal target"
    And the play is refused by rule "ability.target"
    And "Bluetick" is unbooted
    And "Olivia Jenks" is at "Player1's home"

  @rule:ability.cost
  Scenario: A booted Bluetick cannot be used
    Given Player1 has these dudes:
      | dude         | at   | attachments         |
      | Olivia Jenks | home | Bluetick (booted)   |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
    When Player1 tries to use "Bluetick"
    Then the play is refused because "Bluetick is booted"
    And the play is refused by rule "ability.cost"
    And "Olivia Jenks" is at "Player1's home"

  @rule:noon.once_per_day
  Scenario: Bluetick is used once per day
    Given Player1 has used "Bluetick" today
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
    When Player1 tries to use "Bluetick"
    Then the play is refused by rule "noon.once_per_day"
    And "Bluetick" is unbooted
    And "Olivia Jenks" is at "Player1's home"

  @rule:shootout.casualties.discard
  Scenario: As a Sidekick, Bluetick is discarded to cover 1 casualty and its dude fights on
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Bluetick    |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And it is Player2's turn
    And Player2's next draw hand is "2S 2C 5S 5C JD"
    And Player1's next draw hand is "3H 3D 6C 9S KH"
    When Player2 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player1 accepts
    And Player1 discards "Bluetick"
    Then "Bluetick" is in Player1's discard pile
    And "Olivia Jenks" is in play
    And Player1's posse is "Olivia Jenks"
    And Player1 is asked to "Select a dude"
    And the log contains "Player1 discards Bluetick to cover 1 casualty (0 remaining)"

  @rule:shootout.casualties.discard
  Scenario: A Sidekick covers 1 casualty by discard and can never be aced
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Bluetick    |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And it is Player2's turn
    And Player2's next draw hand is "2S 2C 2D 5C JD"
    And Player1's next draw hand is "3H 3D 6C 9S KH"
    When Player2 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player1 accepts
    Then Player1 takes 2 casualties
    And Player1 may choose "discard Bluetick"
    And Player1 may choose "ace Olivia Jenks"
    And Player1 may not choose "ace Bluetick"
    And Player1 is asked to "Select a casualty"
    And the log contains "Player2 reveals 2S 2C 2D 5C JD: Three of a Kind (rank 4)"
