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

  Scenario: After a failed job nothing is drawn
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC AD 8H 9H"
    When Player1 plays "A Coach Comes to Town"
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 covers the casualties with "ace Pancho Castillo"
    And Player2 is done
    Then the job fails
    And Player1 has 0 cards in hand
    And "Taff's Distillery" is unbooted
