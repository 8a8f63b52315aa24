@card:25034
Feature: Carson's Cantina
  React, Boot: After your opponent reveals a Cheatin' hand, you may draw a card or gain 1
  Ghost Rock.

  3H 3H is a cheatin' pair (the same card twice).

  Background:
    Given the board "shootout"
    And Player1's street is "home, General Store, Carson's Cantina"
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"

  Scenario: After the opponent reveals a cheatin' hand the Cantina gains 1 ghost rock
    Given Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "3H 3H KC 5S 9D"
    When Player1 reacts with "Carson's Cantina"
    And Player1 chooses "gain 1 ghost rock"
    Then Player1 has 1 ghost rock
    And "Carson's Cantina" is booted
    And the log contains in order:
      """
      Player1 uses Carson's Cantina
      Player1 gains 1 ghost rock
      """
    And Player1 is asked to "Select a casualty"

  Scenario: Or draws a card
    Given Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "3H 3H KC 5S 9D"
    And Player1's hand is empty
    When Player1 reacts with "Carson's Cantina"
    And Player1 chooses "draw a card"
    Then Player1 has 1 cards in hand
    And Player1 has 0 ghost rock
    And the log contains "Player1 draws a card"
    And Player1 is asked to "Select a play"

  Scenario: Your own cheatin' hand is no reason to react
    Given Player1's next draw hand is "3H 3H KC 5S 9D"
    And Player2's next draw hand is "2S 4C 6S 8C JD"
    When Player1 tries to react with "Carson's Cantina"
    Then the play is refused by rule "ability.react"
    And Player2 is asked to "Select a casualty"
