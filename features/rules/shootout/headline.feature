Feature: Headline: one per shootout, or one a day outside shootouts
  Rules digest §1.4: a Headline is an action card the whole town hears about. Only one
  Headline is played in each shootout, and only one a day outside shootouts; a Headline
  played in one shootout does not stop another in the next. Hot Lead Flyin' is a
  Headline React: "After you take casualties for losing a round of a shootout, pull. For
  each dude you discarded or aced as a casualty this round with a value higher than the
  pull, the winner takes 1 casualty."

  Player2's posse, Steele Archer (value 4) and Olivia Jenks (value 2), loses the round to
  Clint Ramsey and is discarded; a pull of 3 makes Player1 take 1 casualty.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Olivia Jenks  | Town Square |
    And Player2's next pull is "3H"
    And Player1's next draw hand is "KS KH 9D 9H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"

  @rule:keyword.headline
  Scenario: A second Headline is refused in the same shootout
    Given Player2's hand is "Hot Lead Flyin', Hot Lead Flyin'"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 picks "Steele Archer" as shooter
    And Player2 discards "Steele Archer"
    And Player2 discards "Olivia Jenks"
    And Player2 reacts with "Hot Lead Flyin'"
    Then Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"
    And "Hot Lead Flyin' #2" is in Player2's hand
    When Player2 tries to react with "Hot Lead Flyin' #2"
    Then the play is refused by rule "keyword.headline"
    And the play is refused because "A Headline has already been played in this shootout: Hot Lead Flyin' #2 is one"
    And the log contains "Player2 plays Hot Lead Flyin'"
    And the log does not contain "Player2 plays Hot Lead Flyin' #2"

  @rule:keyword.headline
  Scenario: A shootout in progress remembers the Headline played in it
    Given Player2's hand is "Hot Lead Flyin'"
    And a shootout at "Town Square" led by "Clint Ramsey" against "Steele Archer"
    And Player2's posse is "Steele Archer, Olivia Jenks"
    And it is round 2 of the shootout
    And a Headline has been played in this shootout
    When Player2 picks "Steele Archer" as shooter
    And Player2 discards "Steele Archer"
    And Player2 discards "Olivia Jenks"
    Then Player1 is asked to "Select a dude"
    And "Hot Lead Flyin'" is in Player2's hand
    When Player2 tries to react with "Hot Lead Flyin'"
    Then the play is refused by rule "keyword.headline"

  @rule:keyword.headline
  Scenario Outline: A Headline played elsewhere does not count in this shootout
    Given Player2's hand is "Hot Lead Flyin'"
    And a Headline has been played <elsewhere>
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 picks "Steele Archer" as shooter
    And Player2 discards "Steele Archer"
    And Player2 discards "Olivia Jenks"
    Then Player2 is asked to "Select a react"
    When Player2 reacts with "Hot Lead Flyin'"
    Then Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"

    Examples:
      | elsewhere                    |
      | in an earlier shootout today |
      | today outside shootouts      |
