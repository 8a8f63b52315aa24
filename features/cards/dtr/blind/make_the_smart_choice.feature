@card:01109 @blind
Feature: Make the Smart Choice (blind proof)
  Shootout: Reduce a dude's bullets by their influence. The dude's controller may move
  them home booted (even if already booted).

  Clyde Owens has 3 bullets and 2 influence; Judge Harry Somerset 1 bullet and 3
  influence, and is booted (a booted dude at the fight's location may join, §5.2).

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude                 | at          | booted |
      | Clyde Owens          | Town Square | no     |
      | Judge Harry Somerset | Town Square | yes    |
    And Player1's hand is "Make the Smart Choice"
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Judge Harry Somerset" to the posse

  Scenario: The dude loses bullets equal to his influence and may stay
    When Player1 plays "Make the Smart Choice"
    And Player1 selects "Clyde Owens"
    Then Player2 is asked to "Select an option"
    When Player2 chooses "stay"
    Then "Clyde Owens" has 1 bullets
    And "Clyde Owens" is at "Town Square"
    And Player2's posse is "Clyde Owens, Judge Harry Somerset"
    And Player2 is asked to "Select a dude"

  Scenario: An already booted dude may still be sent home booted
    When Player1 plays "Make the Smart Choice"
    And Player1 selects "Judge Harry Somerset"
    And Player2 chooses "move home booted"
    Then "Judge Harry Somerset" is at "Player2's home"
    And "Judge Harry Somerset" is booted
    And Player2's posse is "Clyde Owens"
    And Player1 is asked to "Select a card"

  Scenario: A dude with more influence than bullets ends at 0 bullets
    When Player1 plays "Make the Smart Choice"
    And Player1 selects "Judge Harry Somerset"
    And Player2 chooses "stay"
    Then "Judge Harry Somerset" has 0 bullets
    And Player2 is asked to "Select a dude"

  Scenario: Played on its own player's dude, that player chooses
    When Player1 plays "Make the Smart Choice"
    And Player1 selects "Pancho Castillo"
    Then Player1 is asked to "Select an option"
    When Player1 chooses "stay"
    Then "Pancho Castillo" has 1 bullets
    And Player2 is asked to "Select a dude"

  Scenario: An unbooted dude sent home is booted
    When Player1 plays "Make the Smart Choice"
    And Player1 selects "Clyde Owens"
    And Player2 chooses "move home booted"
    Then "Clyde Owens" is at "Player2's home"
    And "Clyde Owens" is booted
    And "Clyde Owens" has 1 bullets
    And Player2's posse is "Judge Harry Somerset"
    And Player1 is asked to "Select a card"
