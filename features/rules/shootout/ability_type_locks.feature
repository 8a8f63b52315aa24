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
