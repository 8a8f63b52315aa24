@card:01092 @blind
Feature: Force Field (blind proof)
  Gadget, Difficulty 5. Repeat Resolution, Pay X Ghost Rock: Raise your draw hand rank
  by X for this round, but not to exceed your opponent's hand rank.

  Player1 reveals One Pair (rank 2), Player2 Three of a Kind (rank 4). Player1 has 5
  ghost rock.

  Scenario: Paying 1 ghost rock raises the hand rank by 1 and cuts the casualties
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Force Field |
      | Olivia Jenks    | Town Square |             |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "3S 3D 3C 9S QS"
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player1 picks "Pancho Castillo" as shooter
    And Player1 uses "Force Field"
    And Player1 chooses "pay 1 ghost rock"
    Then Player1's hand rank is 3
    And Player1 has 4 ghost rock
    When Player1 passes
    Then Player2 wins the round
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  Scenario: Repeat: it can be used again in the same round, up to a tie
    The second use can raise by 1 only, so it asks no amount. A raised hand is the
    worst of its rank (§5.6), so Player2 wins the tie and each side takes 1 casualty.
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Force Field |
      | Olivia Jenks    | Town Square |             |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "3S 3D 3C 9S QS"
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player1 picks "Pancho Castillo" as shooter
    And Player1 uses "Force Field"
    And Player1 chooses "pay 1 ghost rock"
    And Player1 uses "Force Field"
    Then Player1's hand rank is 4
    And Player1 has 3 ghost rock
    And Player2 wins the round
    And Player1 takes 1 casualty
    And Player2 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  Scenario: The raise stops at the opponent's hand rank
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Force Field |
      | Olivia Jenks    | Town Square |             |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "3S 3D 3C 9S QS"
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player1 picks "Pancho Castillo" as shooter
    And Player1 uses "Force Field"
    Then Player1 is asked to "Select an amount"
    And Player1 may choose "pay 2 ghost rock"
    And Player1 may not choose "pay 3 ghost rock"

  Scenario: The raise lasts for the round only
    Round 1: Player1 raises a pair to rank 3 and still loses by 1. Round 2: Player1's
    pair (rank 2) beats a high card (rank 1) by 1, not by 2.
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments |
      | Olivia Jenks   | Town Square | Force Field |
      | Jon Longstride | Town Square |             |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Avie Cline    | Town Square |
    And Player1's draw hands are "KS KH 9D 6C 4C" and then "2S 2H 5C 7D 9H"
    And Player2's draw hands are "3S 3D 3C 9S QS" and then "AH 4D 6H 8C 10C"
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Jon Longstride" to the posse
    And Player2 adds "Avie Cline" to the posse
    And Player1 picks "Olivia Jenks" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player1 uses "Force Field"
    And Player1 chooses "pay 1 ghost rock"
    And Player1 passes
    Then Player1's hand rank is 3
    And Player2 wins the round
    When Player1 discards "Jon Longstride"
    And Player1 stays
    And Player2 stays
    And Player2 picks "Steele Archer" as shooter
    And Player1 is done
    And Player2 is done
    Then Player1's hand rank is 2
    And Player1 wins the round
    And Player2 takes 1 casualty
    And Player2 is asked to "Select a casualty"
