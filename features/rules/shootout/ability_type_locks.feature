Feature: Locks on what abilities of a type may change: hand ranks and casualties (§5.6, §5.7)
  "Hand ranks cannot be modified by Shootout, React, or non-Cheatin' Resolution abilities"
  (Virginia Ann Earp, while she is in a posse); "React, Shootout, and non-Cheatin'
  Resolution abilities cannot increase or decrease hand ranks or increase or decrease
  casualties" (Shan Fan Showdown!). A change such an ability makes as it resolves is
  refused; a lasting modifier it made does not count while the lock holds; a trait is no
  ability of those types and still works.

  Steele Archer (Two Pair, rank 3) rides a Mustang, a Horse; Olivia Jenks has none.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Calling The Cavalry (Weird West Edition)"
    And Player1 has these dudes:
      | dude              | at          | attachments |
      | Steele Archer     | Town Square | Mustang     |
      | Virginia Ann Earp | Town Square |             |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "4S 4C 5S 5C JD"

  @rule:shootout.rank_locked @rule:shootout.rank_modifier.lasting
  Scenario: A Shootout ability's lasting +1 hand rank does not count while the lock holds
    Given Player2's next draw hand is "3H 3S 8D 6C KH"
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player1's posse is "Steele Archer, Virginia Ann Earp"
    When Player1 plays "Calling The Cavalry (Weird West Edition)"
    And Player1 selects "Steele Archer"
    And Player1 picks "Steele Archer" as shooter
    Then Player1's hand rank is 3
    And the log contains "Player1 wins the round by 1 rank"
    And Player2 is asked to "Select a casualty"

  @rule:shootout.rank_modifier.lasting
  Scenario: Without the lock the same +1 counts
    Given Player2's next draw hand is "3H 3S 8D 6C KH"
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player1's posse is "Steele Archer"
    When Player1 plays "Calling The Cavalry (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then Player1's hand rank is 4
    And the log contains "Player1 wins the round by 2 ranks"
    And Player2 is asked to "Select a casualty"

  @rule:shootout.rank_modifier
  Scenario: A trait still raises a hand rank while the lock holds
    Tommy Harden: "If your opponent in Tommy's shootout reveals a cheatin' hand, raise
    your draw hand rank by 1 for this round. If your draw hand is also legal, raise your
    hand rank by 2 instead."
    Given Player1 has these dudes:
      | dude              | at          |
      | Tommy Harden      | Town Square |
      | Virginia Ann Earp | Town Square |
    And Player2's next draw hand is "3H 3H 8D 6C KH"
    And a shootout at "Town Square" led by "Tommy Harden" against "Olivia Jenks"
    And Player1's posse is "Tommy Harden, Virginia Ann Earp"
    When Player1 passes
    And Player1 picks "Tommy Harden" as shooter
    Then Player1's hand rank is 5
    And the log does not contain "Player1 cannot change Player1's hand rank with a React ability"
    And Player2 is asked to "Select a casualty"

  @rule:shootout.casualties_locked
  Scenario: A Resolution's casualty reduction does not count under a lock on decreasing casualties
    Shan Fan Showdown! locks casualties against Resolution abilities for the shootout; You
    Had ONE Job!'s Resolution reduces its player's casualties by 2.
    Given Player1's hand is "Shan Fan Showdown!, You Had ONE Job!"
    And Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude          | at          | attachments                 | booted |
      | Steele Archer | Town Square |                             | false  |
      | Xiaodan Li    | Town Square | Rapier (Weird West Edition) | true   |
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 chooses "join Xiaodan Li"
    And Player1 chooses "react Shan Fan Showdown!"
    And Player1 selects "Xiaodan Li"
    And Player1 picks "Steele Archer" as shooter
    And Player1 plays "You Had ONE Job! (2nd ability)"
    And Player1 chooses "reduce your casualties by 2"
    And Player2 chooses "pass"
    Then Player1 takes 1 casualty
    And the log does not contain "Player1 reduces their casualties from 1 to 0"
    And Player1 is asked to "Select a casualty"
