@card:01133 @blind
Feature: Recruitment Drive (blind proof)
  Noon Job: Mark the town square (any player may oppose the job). If successful, put a
  dude or deed into play from your discard pile, reducing its cost by 5 ghost rock.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player1's hand is "Recruitment Drive"
    And Player1's discard pile is "Sloane, Clint Ramsey, Shotgun, Telegraph Office"

  Scenario: A successful drive brings a dude from the discard pile for 5 ghost rock less
    When Player1 plays "Recruitment Drive"
    Then the job succeeds
    And Player1 is asked to "Select a card"
    And Player1 may choose "Sloane"
    And Player1 may choose "Clint Ramsey"
    And Player1 may choose "Telegraph Office"
    And Player1 may not choose "Shotgun"
    When Player1 selects "Sloane"
    Then "Sloane" is at "Player1's home"
    And Player1 has 1 ghost rock

  Scenario: The reduction never makes a card cost less than nothing
    When Player1 plays "Recruitment Drive"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is at "Player1's home"
    And Player1 has 4 ghost rock

  Scenario: A deed from the discard pile can be built
    When Player1 plays "Recruitment Drive"
    And Player1 selects "Telegraph Office"
    And Player1 chooses "right"
    Then "Telegraph Office" is in play
    And Player1 has 4 ghost rock

  Scenario: A failed drive brings nothing back
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 plays "Recruitment Drive"
    And Player2 adds "Steven Wiles" to the posse
    And Player1 aces "Pancho Castillo"
    And Player2 stays
    Then the job fails
    And "Sloane" is in Player1's discard pile
    And "Clint Ramsey" is in Player1's discard pile
    And Player1 has 4 ghost rock
