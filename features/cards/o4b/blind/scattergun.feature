@card:21045 @blind
Feature: Scattergun (blind proof)
  Shootout, Boot: If this dude has 1 or more bullets, discard a token dude or a Sidekick with
  cost equal to or less than this dude's bullets.  Shootout, Boot: An opposing dude with 0
  influence does not contribute to draw hand bonuses unless they are the shooter.

  Scattergun gives +1 bullets. Jake Smiley has 1 bullet (2 with it), Steele Archer 0 (1 with
  it). Bluetick is a Sidekick costing 2. Jake Smiley has 0 influence; Pancho Castillo is a
  3-bullet stud with 2 influence.

  Background:
    Given the board "shootout"

  Scenario: A dude with 2 bullets discards an opposing Sidekick costing 2
    Given Player1 has these dudes:
      | dude        | at          | attachments |
      | Jake Smiley | Town Square | Scattergun  |
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Bluetick    |
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    Then "Jake Smiley" has 2 bullets
    When Player1 uses "Scattergun"
    And Player1 selects "Bluetick"
    Then "Bluetick" is in Player2's discard pile
    And "Scattergun" is booted
    And Player1 is asked to "Select a card"

  Scenario: A dude with 1 bullet cannot discard a Sidekick costing 2
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Scattergun  |
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Bluetick    |
    And a shootout at "Town Square" led by "Steele Archer" against "Pancho Castillo"
    And Player1's hand is "Pistol Whip"
    When Player1 tries to use "Scattergun"
    Then "Bluetick" is attached to "Pancho Castillo"
    And "Scattergun" is unbooted
    And Player1 is asked to "Select a play"

  Scenario: An opposing 0-influence dude who is not the shooter adds nothing to the bonuses
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Scattergun  |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jake Smiley     | Town Square |
    And a shootout at "Town Square" led by "Steele Archer" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Jake Smiley"
    When Player1 uses "Scattergun (2nd ability)"
    And Player1 selects "Jake Smiley"
    And Player2 picks "Pancho Castillo" as shooter
    And Player1 is done
    Then the log has a line containing "Player2 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"
    And Player2 is asked to "Select a card"

  Scenario: The 0-influence dude chosen as shooter still counts
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Scattergun  |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jake Smiley     | Town Square |
    And a shootout at "Town Square" led by "Steele Archer" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Jake Smiley"
    When Player1 uses "Scattergun (2nd ability)"
    And Player1 selects "Jake Smiley"
    And Player2 picks "Jake Smiley" as shooter
    And Player1 is done
    Then the log has a line containing "Player2 draws 6 cards with a stud bonus of 1 and a draw bonus of 1"
    And Player2 is asked to "Select a card"
