@card:20018 @blind
Feature: Padre Ernesto de Diaz (Too Tough to Die) (blind proof)
  Dude, Blessed 1. After your opponent reveals a cheating hand, you may boot a miracle on
  Ernesto to draw a card

  Two 3H make Player2's hand a cheatin' one.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                                     | at          | attachments   |
      | Padre Ernesto de Diaz | Town Square | Walk the Path |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's hand is empty

  Scenario: The opponent cheats: booting his miracle draws a card
    Given Player1's deck starts with "2C"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    When Player1 calls out "Pancho Castillo" with "Padre Ernesto de Diaz"
    And Player2 accepts
    And Player1 chooses "boot a Miracle to draw a card"
    And Player1 selects "Walk the Path"
    Then "Walk the Path" is booted
    And Player1 has 1 cards in hand
    And Player1 is asked to "Select a play"

  Scenario: A legal hand from the opponent gives nothing
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 calls out "Pancho Castillo" with "Padre Ernesto de Diaz"
    And Player2 accepts
    Then "Walk the Path" is unbooted
    And Player1 has 0 cards in hand
    And Player1 is asked to "Select a casualty"
