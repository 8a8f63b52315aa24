@card:01092 @blind
Feature: Force Field (blind proof)
  Gadget, Difficulty 5. Repeat Resolution, Pay X Ghost Rock: Raise your draw hand rank
  by X for this round, but not to exceed your opponent's hand rank.

  Player1 reveals One Pair (rank 2), Player2 Three of a Kind (rank 4). Player1 has 5
  ghost rock.

  Background:
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

  Scenario: Paying 1 ghost rock raises the hand rank by 1 and cuts the casualties
    When Player1 uses "Force Field"
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
    When Player1 uses "Force Field"
    And Player1 chooses "pay 1 ghost rock"
    And Player1 uses "Force Field"
    Then Player1's hand rank is 4
    And Player1 has 3 ghost rock
    And Player2 wins the round
    And Player1 takes 1 casualty
    And Player2 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  Scenario: The raise stops at the opponent's hand rank
    When Player1 uses "Force Field"
    Then Player1 is asked to "Select an amount"
    And Player1 may choose "pay 2 ghost rock"
    And Player1 may not choose "pay 3 ghost rock"
