@card:20045
Feature: Retribution
  Shootout Miracle X, Boot: Choose an opposing dude. X is that dude's value. If that dude's
  controller reveals a cheating hand this round and you reveal a legal hand, ace that dude.
  This acing effect cannot be prevented.

  Ezrael Jones is a Blessed 1; Pancho Castillo is value 5: a pull of 4 succeeds (5). Two 3H
  make a cheatin' hand.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Retribution |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Steven Wiles    | Town Square |

  Scenario: The opponent cheats against your legal hand: the chosen dude is aced
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1's next pull is "4H"
    When Player1 calls out "Pancho Castillo" with "Ezrael Jones"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player1 uses "Retribution"
    Then Player1 may not choose "Ezrael Jones"
    When Player1 selects "Pancho Castillo"
    And Player2 picks "Steven Wiles" as shooter
    Then "Pancho Castillo" is in Player2's boot hill
    And "Retribution" is booted
    And the log contains in order:
      """
      Player1's Ezrael Jones succeeds by 0 with 4H + 1 = 5 against difficulty 5
      Player1 calls down Retribution on Pancho Castillo
      Player2 reveals 3H 3H 3D 6C KH: Cheatin' Three of a Kind (rank 4)
      Player1's Retribution aces Pancho Castillo
      """
    And Player1 is asked to "Select a casualty"

  Scenario Outline: No ace unless the miracle succeeds, they cheat and you do not
    Given Player1's next draw hand is "<yours>"
    And Player2's next draw hand is "<theirs>"
    And Player1's next pull is "<pull>"
    When Player1 calls out "Pancho Castillo" with "Ezrael Jones"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player1 uses "Retribution"
    And Player1 selects "Pancho Castillo"
    And Player2 picks "Steven Wiles" as shooter
    Then "Pancho Castillo" is in play
    And the log does not contain "Retribution aces"
    And Player1 is asked to "Select a casualty"

    Examples:
      | yours          | theirs         | pull |
      | 4S 4S 5S 5C JD | 3H 3H 3D 6C KH | 4H   |
      | 4S 4C 5S 5C JD | 3H 3S 3D 6C KH | 4H   |
      | 4S 4C 5S 5C JD | 3H 3H 3D 6C KH | 3H   |

  Scenario: Only this round's hands count
    Given Player1 has these dudes:
      | dude           | at          | attachments |
      | Ezrael Jones   | Town Square | Retribution |
      | Jon Longstride | Town Square |             |
    And Player1's draw hands are "4S 4C 5S 5C JD" and then "4S 4C 5S 5C JD"
    And Player2's draw hands are "3H 3S 3D 6C KH" and then "3H 3H 3D 6C KH"
    And Player1's next pull is "4H"
    When Player1 calls out "Pancho Castillo" with "Ezrael Jones"
    And Player2 accepts
    And Player1 adds "Jon Longstride" to the posse
    And Player2 adds "Steven Wiles" to the posse
    And Player1 uses "Retribution"
    And Player1 selects "Pancho Castillo"
    And Player1 picks "Ezrael Jones" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player1 covers the casualties with "discard Jon Longstride"
    And Player1 is done
    And Player2 is done
    And Player2 picks "Steven Wiles" as shooter
    And Player1 is done
    And Player2 keeps the best hand
    Then the log has a line containing "Player2 reveals 3H 3H 3D 3S 3H: Cheatin'"
    And "Pancho Castillo" is in play
    And Player1 is asked to "Select a casualty"

  @rule:ace.unpreventable
  Scenario: The acing cannot be prevented: a Harrowed dude is aced, not discarded
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Avie Cline      | Town Square |
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1's next pull is "KH"
    When Player1 calls out "Pancho Castillo" with "Ezrael Jones"
    And Player2 accepts
    And Player2 adds "Avie Cline" to the posse
    And Player1 uses "Retribution"
    And Player1 selects "Avie Cline"
    And Player2 picks "Pancho Castillo" as shooter
    Then "Avie Cline" is in Player2's boot hill
    And the log does not contain "Avie Cline is Harrowed: discarded instead of aced"
    And Player1 is asked to "Select a casualty"

  @ruling:retribution-follows-that-dude-out-of-the-shootout
  Scenario: The chosen dude sent home before the draw is still aced when his controller cheats
    Given Player1's hand is "Pistol Whip"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1's next pull is "4H"
    When Player1 calls out "Pancho Castillo" with "Ezrael Jones"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player1 uses "Retribution"
    And Player1 selects "Pancho Castillo"
    And Player1 plays "Pistol Whip"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Ezrael Jones"
    Then "Pancho Castillo" is in Player2's boot hill
    And the log contains in order:
      """
      Player1 calls down Retribution on Pancho Castillo
      Player1 plays Pistol Whip: Ezrael Jones sends Pancho Castillo home booted and gets -1 bullets
      Player2 reveals 3H 3H 3D 6C KH: Cheatin' Three of a Kind (rank 4)
      Player1's Retribution aces Pancho Castillo
      """
    And Player1 is asked to "Select a casualty"
