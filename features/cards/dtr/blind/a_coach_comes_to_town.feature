@card:01135 @blind
Feature: A Coach Comes to Town (blind proof)
  Noon Job: Mark the town square. If successful, gain 4 ghost rock. If not, each player
  with a dude in the opposing posse gains 4 ghost rock.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player1's hand is "A Coach Comes to Town"

  Scenario: A successful job gains 4 ghost rock
    When Player1 plays "A Coach Comes to Town"
    Then the job succeeds
    And Player1 has 9 ghost rock
    And Player2 has 5 ghost rock
    And "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted

  Scenario: A failed job pays 4 ghost rock to the player with a dude in the opposing posse
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 plays "A Coach Comes to Town"
    And Player2 adds "Steven Wiles" to the posse
    And Player1 aces "Pancho Castillo"
    And Player2 stays
    Then the job fails
    And Player2 has 9 ghost rock
    And Player1 has 5 ghost rock
