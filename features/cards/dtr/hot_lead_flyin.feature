@card:01121
Feature: Hot Lead Flyin'
  React: After you take casualties for losing a round of a shootout, pull. For each dude
  you discarded or aced as a casualty this round with a value higher than the pull, the
  winner takes 1 casualty.

  Player2's posse is Steele Archer (value 4) and Olivia Jenks (value 2), both draws with
  no stud bonus, so the pull lies right below Player2's stacked draw hand. Clint Ramsey
  fights for Player1.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Olivia Jenks  | Town Square |
    And Player2's hand is "Hot Lead Flyin'"

  @rule:shootout.casualties.added
  Scenario: Each discarded dude worth more than the pull costs the winner a casualty
    Given Player2's next pull is "3H"
    And Player1's next draw hand is "KS KH 9D 9H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 picks "Steele Archer" as shooter
    And Player2 discards "Steele Archer"
    And Player2 discards "Olivia Jenks"
    Then Player2 is asked to "Select a react"
    When Player2 reacts with "Hot Lead Flyin'"
    Then Player1 takes 1 casualty
    And "Hot Lead Flyin'" is in Player2's discard pile
    And the log contains in order:
      """
      Player2 discards Olivia Jenks to cover 1 casualty (0 remaining)
      Player2 plays Hot Lead Flyin'
      Player2 pulls 3H
      Player2 makes Player1 take 1 casualty
      """
    When Player1 discards "Clint Ramsey"
    Then "Clint Ramsey" is in Player1's discard pile
    And the log contains "Player1 discards Clint Ramsey to cover 1 casualty (0 remaining)"

  Scenario: A dude whose value equals the pull does not count
    Given Player2's next pull is "4H"
    And Player1's next draw hand is "KS KH 9D 9H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 picks "Steele Archer" as shooter
    And Player2 discards "Steele Archer"
    And Player2 discards "Olivia Jenks"
    And Player2 reacts with "Hot Lead Flyin'"
    Then Player1 is asked to "Select a dude"
    And "Clint Ramsey" is at "Town Square"
    And the log contains in order:
      """
      Player2 pulls 4H
      Player2 has no casualty with a value higher than the pull
      """
    And the log does not contain "Player2 makes Player1 take"

  Scenario: Aced dudes count as well as discarded ones
    Given Player2's next pull is "AH"
    And Player1's next draw hand is "KS KH KD 9H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 picks "Steele Archer" as shooter
    And Player2 aces "Steele Archer"
    And Player2 discards "Olivia Jenks"
    And Player2 reacts with "Hot Lead Flyin'"
    Then Player1 takes 2 casualties
    And Player1 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player2 aces Steele Archer to cover 2 casualties (1 remaining)
      Player2 pulls AH
      Player2 makes Player1 take 2 casualties
      """

  Scenario: A Harrowed dude sent home is not discarded or aced, so he does not count
    Given Player2 has these dudes:
      | dude          | at          |
      | Avie Cline    | Town Square |
      | Steele Archer | Town Square |
    And Player2's next pull is "3H"
    And Player1's next draw hand is "KS KH 9D 9H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Avie Cline" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player2 picks "Avie Cline" as shooter
    And Player2 sends "Avie Cline" home
    And Player2 discards "Steele Archer"
    And Player2 reacts with "Hot Lead Flyin'"
    Then Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player2 sends Avie Cline home booted to cover 1 casualty (1 remaining)
      Player2 makes Player1 take 1 casualty
      """

  @rule:ability.react
  Scenario: The winner of the round cannot play Hot Lead Flyin'
    Given Player2's hand is empty
    And Player1's hand is "Hot Lead Flyin'"
    And Player1's next draw hand is "KS KH 9D 9H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 picks "Steele Archer" as shooter
    And Player2 discards "Steele Archer"
    And Player2 discards "Olivia Jenks"
    Then Player1 is asked to "Select a dude"
    When Player1 tries to react with "Hot Lead Flyin'"
    Then the play is refused by rule "ability.react"
    And "Hot Lead Flyin'" is in Player1's hand

  @rule:ability.react
  Scenario: After an exact tie nobody lost the round, so it cannot be played
    Given Player1's next draw hand is "2H 3H 5S 9C QC"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 picks "Steele Archer" as shooter
    And Player1 discards "Clint Ramsey"
    And Player2 discards "Olivia Jenks"
    Then the round is an exact tie
    And "Hot Lead Flyin'" is in Player2's hand
    When Player2 tries to react with "Hot Lead Flyin'"
    Then the play is refused by rule "ability.react"
    And Player2 is asked to "Select a dude"
