@card:24246 @blind
Feature: Recruitment Drive (blind proof)
  Recruitment Drive (Weird West Edition), action, cost 1: "Noon Job: Mark the town
  square. If successful, put a dude or deed into play from your discard pile, reducing
  its cost by 5 ghost rock."

  Clyde Owens costs 7, Pancho Castillo 5; Sun in Yer Eyes is an action.

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And Player1 has 10 ghost rock
    And Player1's hand is "Recruitment Drive (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |

  Scenario: A dude costing 7 comes back from the discard pile for 2
    Given Player1's discard pile is "Clyde Owens, Steven Wiles, Sun in Yer Eyes"
    When Player1 plays "Recruitment Drive (Weird West Edition)"
    Then Player1 is asked to "Select a card"
    And Player1 may choose "Steven Wiles"
    And Player1 may not choose "Sun in Yer Eyes"
    When Player1 selects "Clyde Owens"
    Then the job succeeds
    And "Clyde Owens" is in play
    And "Clyde Owens" is at "Player1's home"
    And Player1 has 7 ghost rock
    And "Sun in Yer Eyes" is in Player1's discard pile
    And "Steven Wiles" is in Player1's discard pile
    And "Clint Ramsey" is booted

  Scenario: The reduction makes a dude costing 5 free, not cheaper than free
    Given Player1's discard pile is "Pancho Castillo"
    When Player1 plays "Recruitment Drive (Weird West Edition)"
    Then "Pancho Castillo" is in play
    And Player1 has 9 ghost rock

  Scenario: A deed comes back from the discard pile
    Given Player1's discard pile is "Bank of California"
    When Player1 plays "Recruitment Drive (Weird West Edition)"
    And Player1 chooses "left"
    Then "Bank of California" is in play
    And Player1 has 9 ghost rock

  Scenario: A failed job brings nobody back
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's discard pile is "Pancho Castillo"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 plays "Recruitment Drive (Weird West Edition)"
    And Player2 adds "Steven Wiles" to the posse
    Then Player1 is asked to "Select a casualty"
    When Player1 aces "Clint Ramsey"
    And Player2 stays
    Then the job fails
    And "Pancho Castillo" is in Player1's discard pile
    And Player1 has 9 ghost rock
