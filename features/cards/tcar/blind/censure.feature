@card:19035 @blind
Feature: Censure (blind proof)
  Spell, Miracle. Cheatin' Resolution Miracle 6, Boot: You may increase a player's hand
  rank by 2. If this is a shootout, reduce your casualties by 3 and you may send an
  opposing dude home booted.

  Ezrael Jones is a Blessed 1 (a draw, 1 bullet); he casts Censure with a pull of 5 or
  more. Player2's "KS KS 9D 6C 4C" is a cheatin' One Pair (rank 2); Player1's
  "QS JH 8D 5C 3C" a legal High Card (rank 1): Player1 loses the round by 1.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Censure     |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Steven Wiles" against "Ezrael Jones"
    And Player2's posse is "Steven Wiles, Olivia Jenks"

  Scenario: Against a cheater, raising your own hand rank by 2 wins the round
    Given Player1's next pull is "5H"
    And Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    When Player2 picks "Olivia Jenks" as shooter
    And Player1 uses "Censure"
    And Player1 chooses "Player1"
    And Player1 is done
    Then Player1's hand rank is 3
    And Player2's hand rank is 2
    And "Censure" is booted
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"

  Scenario: The raise is optional; in a shootout the caster's casualties drop by 3
    Given Player1's next pull is "5H"
    And Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    When Player2 picks "Olivia Jenks" as shooter
    And Player1 uses "Censure"
    And Player1 chooses "pass"
    And Player1 is done
    Then Player1's hand rank is 1
    And Player2 wins the round
    And Player1 takes 0 casualties
    And Player1 is asked to "Select a dude"

  Scenario: In a shootout an opposing dude may be sent home booted
    Given Player1's next pull is "5H"
    And Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    When Player2 picks "Olivia Jenks" as shooter
    And Player1 uses "Censure"
    And Player1 chooses "Player1"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" is booted
    And Player2's posse is "Olivia Jenks"
    And Player2 is asked to "Select a casualty"

  Scenario: A failed miracle pull does nothing: the caster's side takes its casualty
    Given Player1's next pull is "4H"
    And Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    When Player2 picks "Olivia Jenks" as shooter
    And Player1 uses "Censure"
    Then Player1's hand rank is 1
    And Player1 takes 1 casualty
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    And Player1 is asked to "Select a casualty"

  Scenario: Against a legal hand there is no Cheatin' Resolution to play
    Given Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    When Player2 picks "Olivia Jenks" as shooter
    Then Player1 is asked to "Select a casualty"
    And "Censure" is unbooted
    And Player1 takes 1 casualty
