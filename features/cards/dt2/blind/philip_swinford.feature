@card:24066 @blind
Feature: Philip Swinford (Weird West Edition) (blind proof)
  Whenever an opponent reveals a cheatin' hand and yours is legal, you may discard a card
  from your play hand to draw a card.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                                 | at          |
      | Philip Swinford (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Philip Swinford (Weird West Edition)" against "Pancho Castillo"
    And Player1's posse is "Philip Swinford (Weird West Edition)"
    And Player2's posse is "Pancho Castillo"
    And Player1's hand is "Mustang, Bluetick"
    And Player1's draw hands are "2H 3D 5C 9S KH" and then "4H 4D 7C 7S QH"

  Scenario: The opponent cheats and Philip's hand is legal: discard a play-hand card to draw one
    Given Player2's next draw hand is "AS AS 4C 7D JH"
    When Player1 reacts with "Philip Swinford (Weird West Edition)"
    And Player1 chooses "discard Mustang"
    Then "Mustang" is in Player1's discard pile
    And Player1 has 2 cards in hand
    And "Bluetick" is in Player1's hand
    And Player1 is asked to "Select a casualty"

  Scenario: When both hands are legal Philip's ability is not offered
    Given Player2's next draw hand is "AS 2S 4C 7D JH"
    When Player1 tries to react with "Philip Swinford (Weird West Edition)"
    Then the play is refused by rule "ability.react"
    And "Mustang" is in Player1's hand
    And Player2 is asked to "Select a casualty"
