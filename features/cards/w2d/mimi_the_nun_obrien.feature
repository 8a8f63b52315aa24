@card:23020
Feature: Mimi "The Nun" O'Brien
  React Before you take casualties, if Mimi is in your posse you may discard a Miracle
  from your hand to suffer 1 fewer casualties this round. If your hand is legal, you
  suffer 2 fewer casualties instead.

  Mimi is a 1-bullet draw. Player1's high card loses to three of a kind by 3 ranks: 3
  casualties. 3H 3H is a cheatin' pair. Holy Roller is a Miracle; Sun in Yer Eyes is not.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                   | at          |
      | Mimi "The Nun" O'Brien | Town Square |
      | Olivia Jenks           | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Mimi "The Nun" O'Brien" against "Steven Wiles"

  Scenario: With a legal hand, discarding a Miracle saves 2 casualties
    Given Player1's hand is "Holy Roller (Weird West Edition), Sun in Yer Eyes"
    And Player1's next draw hand is "2S 4C 7D 9H JC"
    And Player2's next draw hand is "KS KH KD 6C 4C"
    When Player1 passes
    Then Player1 takes 3 casualties
    When Player1 reacts with "Mimi "The Nun" O'Brien"
    And Player1 chooses "discard Holy Roller (Weird West Edition)"
    Then Player1 takes 1 casualties
    And "Holy Roller (Weird West Edition)" is in Player1's discard pile
    And the log contains "Player1 reduces their casualties from 3 to 1"
    And Player1 is asked to "Select a casualty"

  Scenario: With a cheatin' hand, only 1 fewer casualty
    Given Player1's hand is "Holy Roller (Weird West Edition), Sun in Yer Eyes"
    And Player1's next draw hand is "3H 3H 7D 9H JC"
    And Player2's next draw hand is "KS KH KD 6C 4C"
    When Player1 passes
    Then Player1 takes 2 casualties
    When Player1 reacts with "Mimi "The Nun" O'Brien"
    And Player1 chooses "discard Holy Roller (Weird West Edition)"
    Then Player1 takes 1 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: Without a Miracle in hand there is no React
    Given Player1's hand is "Sun in Yer Eyes"
    And Player1's next draw hand is "2S 4C 7D 9H JC"
    And Player2's next draw hand is "KS KH KD 6C 4C"
    When Player1 passes
    And Player1 tries to react with "Mimi "The Nun" O'Brien"
    Then the play is refused by rule "ability.react"
    And Player1 takes 3 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: Mimi outside the posse gives no React
    Given Player1's hand is "Holy Roller (Weird West Edition)"
    And Player1's posse is "Olivia Jenks"
    And Player1's next draw hand is "2S 4C 7D 9H JC"
    And Player2's next draw hand is "KS KH KD 6C 4C"
    When Player1 tries to react with "Mimi "The Nun" O'Brien"
    Then the play is refused by rule "ability.react"
    And Player1 takes 3 casualties
    And Player1 is asked to "Select a casualty"
