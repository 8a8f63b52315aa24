@card:22053 @blind
Feature: Takin' Cover (blind proof)
  Action. Shootout: Give one of your dudes -1 bullets. That dude cannot be chosen as a
  casualty this round unless you lose this shootout round by 3 or more ranks.

  Clyde Owens has 3 bullets.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's hand is "Takin' Cover"

  Scenario: Lost by 1: the dude in cover has -1 bullets and cannot be a casualty
    Given Player1's next draw hand is "2H 4D 7C 9S KH"
    And Player2's next draw hand is "4S 4C 8D 9H KC"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Jake Smiley" to the posse
    And Player1 plays "Takin' Cover"
    And Player1 selects "Clyde Owens"
    Then "Clyde Owens" has 2 bullets
    When Player1 picks "Jake Smiley" as shooter
    Then Player1 takes 1 casualty
    And Player1 may not choose "discard Clyde Owens"
    And Player1 may choose "discard Jake Smiley"
    And Player1 is asked to "Select a casualty"

  Scenario: Lost by 3: he may be chosen after all
    Given Player1's next draw hand is "2H 4D 7C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Jake Smiley" to the posse
    And Player1 plays "Takin' Cover"
    And Player1 selects "Clyde Owens"
    And Player1 picks "Jake Smiley" as shooter
    Then Player1 takes 3 casualties
    And Player1 may choose "discard Clyde Owens"
    And Player1 is asked to "Select a casualty"

  Scenario: Lost by 2, short of 3: he still cannot be chosen
    Given Player1's next draw hand is "2H 4D 7C 9S KH"
    And Player2's next draw hand is "4S 4C 8D 8H KC"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Jake Smiley" to the posse
    And Player1 plays "Takin' Cover"
    And Player1 selects "Clyde Owens"
    And Player1 picks "Jake Smiley" as shooter
    Then Player1 takes 2 casualties
    And Player1 may not choose "discard Clyde Owens"
    And Player1 may choose "ace Jake Smiley"
    And Player1 is asked to "Select a casualty"
