@card:22030 @blind
Feature: Winona Rein-Breaker (blind proof)
  Shootout, Pay 1 Ghost Rock, Boot: Discard an opposing Sidekick.

  Bluetick is a Sidekick; Pinto is a Horse, not a Sidekick.

  Background:
    Given the board "shootout"
    And Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude                | at          |
      | Winona Rein-Breaker | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments     |
      | Steven Wiles | Town Square | Bluetick, Pinto |
    And a shootout at "Town Square" led by "Winona Rein-Breaker" against "Steven Wiles"

  Scenario: Paying 1 ghost rock and booting, Winona discards the opposing Sidekick
    When Player1 uses "Winona Rein-Breaker"
    And Player1 selects "Bluetick"
    Then "Bluetick" is in Player2's discard pile
    And "Pinto" is attached to "Steven Wiles"
    And "Winona Rein-Breaker" is booted
    And Player1 has 0 ghost rock
    And Player2 is asked to "Select a card"
