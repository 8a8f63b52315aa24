@card:24250 @blind
Feature: Meet The New Boss (blind proof)
  Noon Job: Mark the town square. If successful, your leader gains 1 permanent control
  point. You may ace this card to give your successful leader a permanent +1 influence.

  Tommy Harden (1 influence, no control points) leads.

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's hand is "Meet The New Boss (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at   |
      | Tommy Harden | home |

  Scenario: A successful job gives the leader a permanent control point; acing the card, +1 influence
    When Player1 plays "Meet The New Boss (Weird West Edition)"
    And Player1 chooses "ace Meet The New Boss to give the leader a permanent +1 influence"
    Then the job succeeds
    And "Tommy Harden" is at "Player1's home"
    And "Tommy Harden" has 1 control points
    And "Tommy Harden" has 2 influence
    And "Meet The New Boss (Weird West Edition)" is in Player1's boot hill

  Scenario: Without acing the card the leader gets the control point only
    When Player1 plays "Meet The New Boss (Weird West Edition)"
    And Player1 chooses "pass"
    Then the job succeeds
    And "Tommy Harden" has 1 control points
    And "Tommy Harden" has 1 influence
    And "Meet The New Boss (Weird West Edition)" is in Player1's discard pile

  Scenario: Both last into the next day
    Given Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |
    And Player2 has 10 ghost rock
    When Player1 plays "Meet The New Boss (Weird West Edition)"
    And Player2 chooses "done"
    And Player1 chooses "ace Meet The New Boss to give the leader a permanent +1 influence"
    And the game advances to the High Noon phase of day 2
    Then "Tommy Harden" has 1 control points
    And "Tommy Harden" has 2 influence

  Scenario: A failed job gives nothing
    Given Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player2's home |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    When Player1 plays "Meet The New Boss (Weird West Edition)"
    And Player2 chooses "join Olivia Jenks"
    And Player1 chooses "ace Tommy Harden"
    And Player2 chooses "done"
    Then Player1 has 0 control points
    And "Meet The New Boss (Weird West Edition)" is in Player1's discard pile
