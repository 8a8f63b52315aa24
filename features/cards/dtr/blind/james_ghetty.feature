@card:01028 @blind
Feature: James Ghetty (blind proof)
  When James enters a posse, place 4 ghost rock on him. The ghost rock may be used to
  pay for Shootout abilities (it is not a bounty). Discard his unused ghost rock after
  the shootout.

  Rémy LaPointe: "Shootout, Pay 1–4 Ghost Rock: Rémy gets +1 bullets for each ghost
  rock spent, to a maximum rating of 5 bullets."

  Background:
    Given the board "shootout"
    And a game between "Morgan Cattle Co." and "Law Dogs"
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude          | at          |
      | James Ghetty  | Town Square |
      | Rémy LaPointe | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  Scenario: James entering a posse gets 4 ghost rock that is not a bounty
    When Player1 calls out "Clyde Owens" with "Rémy LaPointe"
    And Player2 accepts
    And Player1 adds "James Ghetty" to the posse
    Then "James Ghetty" has 4 ghost rock
    And "James Ghetty" has 0 bounty
    And "James Ghetty" is not wanted
    And Player1 has 5 ghost rock
    And Player1 has 9 ghost rock to spend on Shootout abilities
    And Player1 is asked to "Select a play"

  Scenario: Unused ghost rock on James is discarded after the shootout
    Given Player1's next draw hand is "KS KH KC 7C 7H"
    And Player2's next draw hand is "2H 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Rémy LaPointe"
    And Player2 accepts
    And Player1 adds "James Ghetty" to the posse
    And Player1 passes
    And Player1 picks "Rémy LaPointe" as shooter
    And Player2 covers the casualties with "ace Clyde Owens"
    And Player1 is done
    Then "James Ghetty" has 0 ghost rock
    And Player1 has 5 ghost rock
    And the phase is High Noon

  @ruling:ghetty-rock-paid-first
  Scenario: James's ghost rock pays for a Shootout ability
    When Player1 calls out "Clyde Owens" with "Rémy LaPointe"
    And Player2 accepts
    And Player1 adds "James Ghetty" to the posse
    And Player1 uses "Rémy LaPointe"
    And Player1 chooses "pay 4 ghost rock"
    Then "Rémy LaPointe" has 5 bullets
    And Player1 has 5 ghost rock
    And "James Ghetty" has 0 ghost rock
    And Player1 is asked to "Select a dude"

  Scenario: With an empty stash James's ghost rock pays for a Shootout ability
    Given Player1 has 0 ghost rock
    When Player1 calls out "Clyde Owens" with "Rémy LaPointe"
    And Player2 accepts
    And Player1 adds "James Ghetty" to the posse
    And Player1 uses "Rémy LaPointe"
    And Player1 chooses "pay 3 ghost rock"
    Then "Rémy LaPointe" has 4 bullets
    And "James Ghetty" has 1 ghost rock
    And Player1 has 0 ghost rock
    And Player1 is asked to "Select a dude"
