@card:19020 @blind
Feature: Taff's Distillery (blind proof)
  Controller React, Boot: After you successfully complete a job, not initiated by your
  outfit or legend, and that job did not mark your home, draw a card.

  A Coach Comes to Town: "Noon Job: Mark the town square. If successful, gain 4 ghost
  rock." Player2 has no dude to oppose it.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Taff's Distillery"
    And Player1's hand is "A Coach Comes to Town"
    And Player1's deck is "Shotgun, Pinto, Roan"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |

  Scenario: After a successful job the controller boots the Distillery to draw a card
    When Player1 plays "A Coach Comes to Town"
    And Player1 reacts with "Taff's Distillery"
    Then the job succeeds
    And "Shotgun" is in Player1's hand
    And Player1 has 1 cards in hand
    And "Taff's Distillery" is booted

  Scenario: A booted Distillery cannot react
    Given Player1's street is "home, Taff's Distillery (booted)"
    When Player1 plays "A Coach Comes to Town"
    Then the job succeeds
    And Player1 has 0 cards in hand
