Feature: Replacement effects on game actions: "when X would happen ... instead" (§8.2)
  A card effect that boots, moves, sends home or aces a dude in play is announced before
  it happens. When a card could replace it ("they do not move or boot", "send that dude
  home booted instead"), its reacts are offered first and the action waits until the
  effect that caused it has resolved; then what was announced happens, or what replaced
  it. What replaces an event is the replacing player's own effect, so it can meet another
  replacement. The rules' own steps (joining a posse, fleeing) are no player's ability.

  Bai Yang Chen carries a Shotgun (4 bullets): he may ace a dude of value 4 or less.
  Ezrael Jones (Blessed 1) casts Lay On Hands on a pull of 5 or more. Steele Archer
  (value 4) wears Yagn's Mechanical Skeleton.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                       |
      | Bai Yang Chen | Town Square | Shotgun                           |
      | Ezrael Jones  | Town Square | Lay On Hands (Weird West Edition) |
    And Player2 has these dudes:
      | dude          | at          | attachments                                     |
      | Steele Archer | Town Square | Yagn's Mechanical Skeleton (Weird West Edition) |
    And Player1's next pull is "5H"

  @rule:replacement.instead
  Scenario: A replacement meets another: Lay On Hands sends the dude home, Yagn's stops the move
    When Player1 calls out "Steele Archer" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 adds "Ezrael Jones" to the posse
    And Player1 uses "Shotgun"
    And Player1 selects "Steele Archer"
    And Player1 reacts with "Lay On Hands (Weird West Edition)"
    Then Player2 is asked to "Select a react"
    When Player2 reacts with "Yagn's Mechanical Skeleton (Weird West Edition)"
    Then "Steele Archer" is in play
    And "Steele Archer" is at "Town Square"
    And "Steele Archer" is unbooted
    And Player2's posse is "Steele Archer"
    And the log contains in order:
      """
      Player1 uses Shotgun to ace Steele Archer
      Player1 sends Steele Archer home booted instead
      Player2's Steele Archer does not move or boot
      """
    And Player1 is asked to "Select a dude"

  @rule:replacement.held @rule:bounty.collect
  Scenario: Unreplaced, the held action happens once the effect has resolved
    Given Player2 has these dudes:
      | dude          | at          | attachments                                     | bounty |
      | Steele Archer | Town Square | Yagn's Mechanical Skeleton (Weird West Edition) | 2      |
    And Player1 has 0 ghost rock
    When Player1 calls out "Steele Archer" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 adds "Ezrael Jones" to the posse
    And Player1 uses "Shotgun"
    And Player1 selects "Steele Archer"
    Then Player1 is asked to "Select a react"
    When Player1 passes
    Then "Steele Archer" is in Player2's boot hill
    And "Yagn's Mechanical Skeleton (Weird West Edition)" is in Player2's discard pile
    And Player1 has 2 ghost rock
    And Player1 is asked to "Select a dude"

  @rule:replacement.held
  Scenario: Joining a posse is no player's ability: the move is not offered to replace
    Given Player2 has these dudes:
      | dude          | at   | attachments                                     |
      | Steele Archer | home | Yagn's Mechanical Skeleton (Weird West Edition) |
      | Olivia Jenks  | Town Square |                                          |
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 is done
    And Player2 adds "Steele Archer" to the posse
    Then "Steele Archer" is at "Town Square"
    And "Yagn's Mechanical Skeleton (Weird West Edition)" is unbooted
    And Player1 is asked to "Select a play"
