@card:01116 @blind
Feature: War Paint (blind proof)
  Noon: One of your dudes gets +2 bullets.

  Background:
    Given the board "main street"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
      | Jake Smiley  | home        |
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Steele Archer | home        |
    And Player1's hand is "War Paint"

  Scenario: One of your dudes gets +2 bullets until the end of the day
    Given Player1's hand is "War Paint, Pat's Perch"
    When Player1 plays "War Paint"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 4 bullets
    And "Jake Smiley" has 1 bullets
    And "War Paint" is in Player1's discard pile
    When the game advances to Sundown
    Then "Clint Ramsey" has 4 bullets
    When the game advances to the High Noon phase of day 2
    Then it is day 2
    And "Clint Ramsey" has 2 bullets

  Scenario: An opposing dude cannot be chosen
    When Player1 plays "War Paint"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Clint Ramsey"
    And Player1 may choose "Jake Smiley"
    And Player1 may not choose "Olivia Jenks"

  Scenario: War Paint is played only at Noon, not in a shootout
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    And Player1 tries to play "War Paint"
    Then the play is refused by rule "noon.play_type"
    And "Clint Ramsey" has 2 bullets
    And Player1 is asked to "Select a casualty"
