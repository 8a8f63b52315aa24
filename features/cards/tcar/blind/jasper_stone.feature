@card:19003 @blind
Feature: Jasper Stone (blind proof)
  Legend. "Except at home, only your shooter contributes to your draw hand bonuses.
  React, Boot: After posses are formed, choose a dude in the opposing posse. Your shooter
  has +2 bullets while opposing that dude, and while your posse has a non-token dude. If
  that opposing dude is aced, give your declared shooter a permanent control point and
  permanent +1 bullets."

  Pancho Castillo: a stud, 3 bullets. Clint Ramsey: a stud, 2 bullets. Olivia Jenks: a
  draw, 2 bullets. Without Jasper, Pancho shooting beside Clint draws with a stud bonus
  of 3 + 1 (§5.5).

  Background:
    Given the phase is High Noon
    And Player1's legend is "Jasper Stone"
    And Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"

  Scenario: Away from home only the shooter adds to Jasper's player's draw hand bonuses
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player1's posse is "Pancho Castillo, Clint Ramsey"
    When Player1 picks "Pancho Castillo" as shooter
    Then the log contains "Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"

  Scenario: At home the other posse dudes still add to the bonuses
    Given Player1 has these dudes:
      | dude            | at            |
      | Pancho Castillo | Player1's home |
      | Clint Ramsey    | Player1's home |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player1's home |
    And a shootout at "Player1's home" led by "Pancho Castillo" against "Olivia Jenks"
    And Player1's posse is "Pancho Castillo, Clint Ramsey"
    When Player1 picks "Pancho Castillo" as shooter
    Then the log contains "Player1 draws 9 cards with a stud bonus of 4 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"

  Scenario: The opposing player's posse is not limited
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Clint Ramsey"
    When Player2 picks "Clint Ramsey" as shooter
    Then the log contains "Player2 draws 7 cards with a stud bonus of 2 and a draw bonus of 1"
    And Player2 is asked to "Select a casualty"

  Scenario: After posses are formed, the shooter has +2 bullets while opposing the chosen dude
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 reacts with "Jasper Stone"
    And Player1 selects "Olivia Jenks"
    Then "Jasper Stone" is booted
    And the log contains "Player1 draws 10 cards with a stud bonus of 5 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"

  Scenario: When the chosen dude is aced the declared shooter, a draw, gets a permanent control point and +1 bullets
    Given Player1 has these dudes:
      | dude            | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steele Archer | Town Square |
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 reacts with "Jasper Stone"
    And Player1 selects "Steele Archer"
    And Player2 covers the casualties with "ace Steele Archer"
    And the game advances to Sundown
    Then "Steele Archer" is in Player2's boot hill
    And "Olivia Jenks" has 1 control points
    And "Olivia Jenks" has 3 bullets

  Scenario: A discarded chosen dude gives nothing
    Given Player1's next draw hand is "2S 2C 5D 5H 9S"
    And Player1 has these dudes:
      | dude            | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steele Archer | Town Square |
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 reacts with "Jasper Stone"
    And Player1 selects "Steele Archer"
    And Player2 covers the casualties with "Steele Archer"
    Then "Steele Archer" is in Player2's discard pile
    When the game advances to Sundown
    Then "Olivia Jenks" has 0 control points
    And "Olivia Jenks" has 2 bullets
