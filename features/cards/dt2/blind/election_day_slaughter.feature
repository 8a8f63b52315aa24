@card:24255 @blind
Feature: Election Day Slaughter (blind proof)
  Action. "Noon Job, Boot: Mark the town square. Each other player may unboot a dude in
  town. If successful, each other player must ace one of their dudes in town."
  Blake Ranch is out of town: Steele Archer there is not "in town".

  Background:
    Given the board "shootout"
    And Player1's hand is "Election Day Slaughter (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude          | at               | booted |
      | Olivia Jenks  | Railroad Station | yes    |
      | Steele Archer | Blake Ranch      |        |

  Scenario: Only a dude in town may be unbooted
    When Player1 plays "Election Day Slaughter (Weird West Edition)"
    Then Player2 may choose "Olivia Jenks"
    And Player2 may not choose "Steele Archer"
    And Player2 is asked to "Select a dude"

  Scenario: Unopposed, the job succeeds and Player2 must ace a dude in town
    When Player1 plays "Election Day Slaughter (Weird West Edition)"
    And Player2 chooses "done"
    Then the job succeeds
    And Player2 is asked to "Select a dude"
    And Player2 may not choose "Steele Archer"
    When Player2 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's boot hill
    And "Steele Archer" is at "Blake Ranch"
    And "Clint Ramsey" is booted

  Scenario: Player2 may unboot a dude in town to oppose the job
    When Player1 plays "Election Day Slaughter (Weird West Edition)"
    And Player2 selects "Olivia Jenks"
    Then "Olivia Jenks" is unbooted
    And Player2 may choose "join Olivia Jenks"
    When Player2 chooses "join Olivia Jenks"
    Then Player2's posse is "Olivia Jenks"
    And Player1's posse is "Clint Ramsey"
    And "Olivia Jenks" is at "Town Square"
    And Player1 is asked to "Select a card"

  Scenario: When the job fails nobody is aced
    Given Player1 has these dudes:
      | dude         | at          |
      | Travis Moone | Town Square |
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH KC 7C 7H"
    When Player1 plays "Election Day Slaughter (Weird West Edition)"
    And Player2 selects "Olivia Jenks"
    And Player2 chooses "join Olivia Jenks"
    And Player1 aces "Travis Moone"
    And Player2 stays
    Then the job fails
    And "Olivia Jenks" is in play
    And Player2 has 2 dudes in play
