@card:19020
Feature: Taff's Distillery
  Controller React, Boot: After you successfully complete a job, not initiated by your
  outfit or legend, and that job did not mark your home, draw a card.

  A Coach Comes to Town: "Noon Job: Mark the town square. If successful, gain 4 ghost rock."

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Taff's Distillery"
    And Player1's hand is "A Coach Comes to Town"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |

  Scenario: After a successful job its controller boots it to draw a card
    Given Player1's deck is "Shotgun, Mustang"
    When Player1 plays "A Coach Comes to Town"
    Then the job succeeds
    When Player1 reacts with "Taff's Distillery"
    Then "Shotgun" is in Player1's hand
    And Player1 has 1 cards in hand
    And "Taff's Distillery" is booted
    And the log contains in order:
      """
      Player1 sends Pancho Castillo home booted
      Player1 uses Taff's Distillery
      Player1 draws a card
      """

  Scenario: A failed job draws nothing
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 plays "A Coach Comes to Town"
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 aces "Pancho Castillo"
    And Player2 stays
    Then the job fails
    And Player1 may not choose "Taff's Distillery"

  Scenario: A job that marked your home draws nothing
    Given Player1's hand is "Technological Exhibition (Weird West Edition)"
    And Player1 has these dudes:
      | dude                              | at   |
      | Drew Beauman (Weird West Edition) | home |
    When Player1 plays "Technological Exhibition (Weird West Edition)"
    And Player1 chooses "Player1's home"
    Then the job succeeds
    And "Taff's Distillery" is unbooted
    And Player1 has 0 cards in hand

  Scenario: Another player's job draws its controller nothing; whoever controls the deed uses it
    Given it is Player2's turn
    And Player2's hand is "A Coach Comes to Town"
    And Player2's deck is "Shotgun, Mustang"
    And Player2 has these dudes:
      | dude         | at                |
      | Olivia Jenks | Player2's home    |
    When Player2 plays "A Coach Comes to Town"
    And Player1 is done
    Then the job succeeds
    And "Taff's Distillery" is unbooted
    And Player2 has 0 cards in hand

  Scenario: A Controller React: the player controlling the deed uses it
    Given it is Player2's turn
    And Player2's hand is "A Coach Comes to Town"
    And Player2's deck is "Shotgun, Mustang"
    And Player2 has these dudes:
      | dude           | at                |
      | Olivia Jenks   | Player2's home    |
      | Clint Ramsey   | Taff's Distillery |
    When Player2 plays "A Coach Comes to Town"
    And Player2 selects "Olivia Jenks"
    And Player2 is done
    And Player1 is done
    Then the job succeeds
    When Player2 reacts with "Taff's Distillery"
    Then "Shotgun" is in Player2's hand
