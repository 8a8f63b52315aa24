@card:20049
Feature: Murdered in Tombstone
  Action, Headline. Shootout: Your dude becomes a stud. Each posse's controller may search
  their deck and discard pile for an action card with a Cheatin' Resolution ability, reveal
  it, and add it to their hand. If a player added a card to their hand, they discard a card.

  Disarm and It's Not What You Know... are action cards printing a Cheatin' Resolution;
  Hostile Takeover prints none; Censure prints one but is a spell.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Murdered in Tombstone, Shotgun"
    And Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"

  @ruling:murdered-in-tombstone-no-shuffle
  Scenario: Your dude becomes a stud and each player may fetch a Cheatin' Resolution, then discards a card
    Given Player1's deck is "Pat's Perch, Disarm, Hostile Takeover, Censure, Mustang"
    And Player2's discard pile is "It's Not What You Know... (Weird West Edition)"
    And Player2's hand is "Pinto"
    When Player1 plays "Murdered in Tombstone"
    And Player1 selects "Steele Archer"
    Then Player1 may not choose "Hostile Takeover"
    And Player1 may not choose "Censure"
    When Player1 selects "Disarm"
    And Player1 selects "Shotgun"
    And Player2 selects "It's Not What You Know... (Weird West Edition)"
    And Player2 selects "Pinto"
    Then "Steele Archer" is a stud
    And Player1's hand is "Disarm"
    And Player2's hand is "It's Not What You Know... (Weird West Edition)"
    And the log does not contain "Player1 shuffles their deck"
    And Player1 has 0 ghost rock
    And the log contains in order:
      """
      Player1 plays Murdered in Tombstone
      Player1 makes Steele Archer a stud
      Player1 reveals Disarm and adds it to their hand
      Player1 discards Shotgun
      Player2 reveals It's Not What You Know... (Weird West Edition) and adds it to their hand
      Player2 discards Pinto
      """
    And Player2 is asked to "Select a card"

  Scenario: A player who adds nothing discards nothing
    Given Player1's deck is "Pat's Perch, Disarm"
    And Player2's hand is "Pinto"
    When Player1 plays "Murdered in Tombstone"
    And Player1 selects "Steele Archer"
    And Player1 chooses "done"
    Then Player1's hand is "Shotgun"
    And Player2's hand is "Pinto"
    And the log does not contain "Player1 discards Shotgun"
    And the log does not contain "Player2 discards Pinto"
    And Player2 is asked to "Select a casualty"
