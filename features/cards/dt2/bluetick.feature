@card:24146
Feature: Bluetick (Weird West Edition)
  Noon, Boot: Move this dude to the location of a wanted dude.

  The Weird West Edition rewords the Base Set card ("to the location of a wanted dude");
  it shares the Base Set script, and these scenarios prove it behaves the same.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at   | attachments                   |
      | Olivia Jenks | home | Bluetick (Weird West Edition) |

  Scenario: Bluetick (Weird West Edition) leads its dude to a wanted dude without booting the dude
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
    When Player1 uses "Bluetick (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    Then "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is unbooted
    And "Bluetick (Weird West Edition)" is booted
    And "Bluetick (Weird West Edition)" is attached to "Olivia Jenks"
    And the log contains in order:
      """
      Player1 uses Bluetick (Weird West Edition) to pick up the trail of Steven Wiles
      Player1 moves Olivia Jenks to Town Square without booting
      """

  Scenario: A booted dude is moved too, and stays booted
    Given Player1 has these dudes:
      | dude         | at   | booted | attachments                   |
      | Olivia Jenks | home | yes    | Bluetick (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 2      |
    When Player1 uses "Bluetick (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    Then "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is booted
    And the log contains "Player1 moves Olivia Jenks to Town Square without booting"

  Scenario: The trail may lead into an opponent's home
    Given Player2 has these dudes:
      | dude         | at   | bounty |
      | Steven Wiles | home | 1      |
    When Player1 uses "Bluetick (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    Then "Olivia Jenks" is at "Player2's home"
    And the log contains "Player1 moves Olivia Jenks to Player2's home without booting"

  Scenario: Only wanted dudes somewhere else can be tracked, yours or an opponent's
    Given Player1 has these dudes:
      | dude            | at          | bounty | attachments                   |
      | Olivia Jenks    | home        |        | Bluetick (Weird West Edition) |
      | Pancho Castillo | Town Square | 1      |                               |
      | Steele Archer   | home        | 1      |                               |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
      | Clint Ramsey | Town Square |        |
    When Player1 uses "Bluetick (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Steven Wiles"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Clint Ramsey"
    And Player1 may not choose "Steele Archer"
    And the log does not contain "Player1 uses Bluetick (Weird West Edition) to pick up the trail of Steven Wiles"

  @rule:ability.target
  Scenario: With no wanted dude anywhere else Bluetick (Weird West Edition) has nothing to track
    Given Player1 has these dudes:
      | dude         | at   | bounty | attachments                   |
      | Olivia Jenks | home | 1      | Bluetick (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 tries to use "Bluetick (Weird West Edition)"
    Then the play is refused because "Bluetick (Weird West Edition) has no legal target"
    And the play is refused by rule "ability.target"
    And "Bluetick (Weird West Edition)" is unbooted
    And "Olivia Jenks" is at "Player1's home"

  @rule:ability.cost
  Scenario: A booted Bluetick (Weird West Edition) cannot be used
    Given Player1 has these dudes:
      | dude         | at   | attachments                            |
      | Olivia Jenks | home | Bluetick (Weird West Edition) (booted) |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
    When Player1 tries to use "Bluetick (Weird West Edition)"
    Then the play is refused because "Bluetick (Weird West Edition) is booted"
    And the play is refused by rule "ability.cost"
    And "Olivia Jenks" is at "Player1's home"

  @rule:noon.once_per_day
  Scenario: Bluetick (Weird West Edition) is used once per day
    Given Player1 has used "Bluetick (Weird West Edition)" today
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
    When Player1 tries to use "Bluetick (Weird West Edition)"
    Then the play is refused by rule "noon.once_per_day"
    And "Bluetick (Weird West Edition)" is unbooted
    And "Olivia Jenks" is at "Player1's home"

  @rule:shootout.casualties.discard
  Scenario: As a Sidekick, Bluetick (Weird West Edition) is discarded to cover 1 casualty and its dude fights on
    Given Player1 has these dudes:
      | dude         | at          | attachments                   |
      | Olivia Jenks | Town Square | Bluetick (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And it is Player2's turn
    And Player2's next draw hand is "2S 2C 5S 5C JD"
    And Player1's next draw hand is "3H 3D 6C 9S KH"
    When Player2 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player1 accepts
    And Player1 discards "Bluetick (Weird West Edition)"
    Then "Bluetick (Weird West Edition)" is in Player1's discard pile
    And "Olivia Jenks" is in play
    And Player1's posse is "Olivia Jenks"
    And Player1 is asked to "Select a dude"
    And the log contains "Player1 discards Bluetick (Weird West Edition) to cover 1 casualty (0 remaining)"

  @rule:shootout.casualties.discard
  Scenario: A Sidekick covers 1 casualty by discard and can never be aced
    Given Player1 has these dudes:
      | dude         | at          | attachments                   |
      | Olivia Jenks | Town Square | Bluetick (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And it is Player2's turn
    And Player2's next draw hand is "2S 2C 2D 5C JD"
    And Player1's next draw hand is "3H 3D 6C 9S KH"
    When Player2 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player1 accepts
    Then Player1 takes 2 casualties
    And Player1 may choose "discard Bluetick (Weird West Edition)"
    And Player1 may choose "ace Olivia Jenks"
    And Player1 may not choose "ace Bluetick (Weird West Edition)"
    And Player1 is asked to "Select a casualty"
    And the log contains "Player2 reveals 2S 2C 2D 5C JD: Three of a Kind (rank 4)"
