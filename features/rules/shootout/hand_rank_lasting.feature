Feature: Hand rank modifiers: those made as an effect resolves and those that last (§5.6)
  A hand's rank is its revealed rank plus this round's modifiers, the total kept within
  1..11. An effect may change the rank as it resolves ("lower a player's hand rank by 1")
  or give a modifier that lasts and is read whenever the rank is ("during this round's
  resolution, the player with the most Horses in their posse gains +1 hand rank"): both
  add up, and the lasting one ends with its duration.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Calling The Cavalry (Weird West Edition)"
    And Player2's hand is "It's Not What You Know... (Weird West Edition)"
    And Player2 has 2 ghost rock
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Mustang     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:shootout.rank_modifier.lasting
  Scenario: A lasting +1 and a resolved -1 add up
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "Calling The Cavalry (Weird West Edition)"
    And Player1 selects "Steele Archer"
    And Player2 plays "It's Not What You Know... (Weird West Edition)"
    And Player2 chooses "Player1"
    Then Player1's hand rank is 3
    And Player1 wins the round
    And the log contains "Player1 wins the round by 1 rank"
    And Player2 is asked to "Select a casualty"

  @rule:shootout.rank_modifier.lasting
  Scenario: The total stays within 1..11 whatever the lasting modifier adds
    Given Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "Calling The Cavalry (Weird West Edition)"
    And Player1 selects "Steele Archer"
    And Player2 passes
    Then Player1's hand rank is 11
    And the log contains "Player1 wins the round by 9 ranks"
    And Player2 is asked to "Select a casualty"
