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

  Scenario: Without 1 ghost rock to pay she cannot use it
    Given Player1 has 0 ghost rock
    When Player1 tries to use "Winona Rein-Breaker"
    Then the play is refused by rule "ability.cost"
    And "Bluetick" is attached to "Steven Wiles"
