@card:01121 @blind
Feature: Hot Lead Flyin' (blind proof)
  Headline. React: After you take casualties for losing a round of a shootout, pull. For
  each dude you discarded or aced as a casualty this round with a value higher than the
  pull, the winner takes 1 casualty.

  Player2's posse, Steele Archer (value 4) and Olivia Jenks (value 2), loses the round by
  2 ranks and discards both. Player2's deck holds the draw hand (Player2 redraws
  nothing) and then the card Hot Lead Flyin' pulls.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          |
      | Clint Ramsey    | Town Square |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Olivia Jenks  | Town Square |
    And Player2's hand is "Hot Lead Flyin'"
    And Player1's next draw hand is "KS KH 9D 9H 4C"

  Scenario Outline: The winner takes 1 casualty for each casualty with a value higher than the pull
    Given Player2's deck starts with "2D 3D 5C 9S QS <pull>"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player2 is done
    And Player2 discards "Steele Archer"
    And Player2 discards "Olivia Jenks"
    And Player2 reacts with "Hot Lead Flyin'"
    Then Player1 takes <casualties> casualties
    And the log contains "Player2 pulls <pull>"
    And Player1 is asked to "Select a casualty"

    Examples:
      | pull | casualties | note                          |
      | AH   | 2          | both 4 and 2 are higher       |
      | 2H   | 1          | 2 is not higher than 2        |
      | 3H   | 1          | only Steele Archer is higher  |

  Scenario: A pull as high as every casualty costs the winner nothing
    Given Player2's deck starts with "2D 3D 5C 9S QS 4H"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player2 is done
    And Player2 discards "Steele Archer"
    And Player2 discards "Olivia Jenks"
    And Player2 reacts with "Hot Lead Flyin'"
    Then Player1 takes 0 casualties
    When Player1 stays
    Then Player1 wins the shootout
    And "Clint Ramsey" is in play
    And "Pancho Castillo" is in play

  Scenario: A Harrowed dude sent home as a casualty is neither discarded nor aced
    Given Player2 has these dudes:
      | dude         | at          |
      | Avie Cline   | Town Square |
      | Olivia Jenks | Town Square |
    And Player2's deck starts with "2D 3D 5C 9S QS AH"
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    When Player1 calls out "Avie Cline" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 is done
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 sends "Avie Cline" home
    And Player2 reacts with "Hot Lead Flyin'"
    Then Player1 takes 0 casualties
    And the log contains "Player2 pulls AH"
    And "Avie Cline" is at "Player2's home"
    And Player1 is asked to "Select a dude"

  Scenario: The round's winner cannot play it
    Given Player1's hand is "Hot Lead Flyin'"
    And Player2's hand is "Hot Lead Flyin' #2"
    And Player2's deck starts with "2D 3D 5C 9S QS AH"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player2 is done
    And Player2 discards "Steele Archer"
    And Player2 discards "Olivia Jenks"
    And Player1 tries to react with "Hot Lead Flyin'"
    Then the play is refused by rule "ability.react"
    And "Hot Lead Flyin'" is in Player1's hand
    And Player2 is asked to "Select a react"
