@card:24215 @blind
Feature: Make the Smart Choice (blind proof)
  Make the Smart Choice (Weird West Edition), action: "Shootout: Reduce a dude's bullets
  by their influence. That dude's controller may send them home booted (even if already
  booted)."

  Pancho Castillo: 3 bullets, 2 influence. Steven Wiles: 3 bullets, 3 influence.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | no     |
      | Steven Wiles    | Town Square | yes    |
    And Player1's hand is "Make the Smart Choice (Weird West Edition)"
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"

  Scenario: The dude loses bullets equal to its influence, and may stay
    Given a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Steven Wiles"
    When Player1 plays "Make the Smart Choice (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player2 chooses "stay"
    Then "Pancho Castillo" has 1 bullets
    And Player2's posse is "Pancho Castillo, Steven Wiles"
    And "Pancho Castillo" is at "Town Square"
    And Player2 is asked to "Select a dude"

  Scenario: The controller may send the dude home booted instead
    Given a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Steven Wiles"
    When Player1 plays "Make the Smart Choice (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player2 chooses "move home booted"
    Then "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" is booted
    And Player2's posse is "Steven Wiles"
    And Player2 is asked to "Select a casualty"

  Scenario: A booted dude may be sent home too, and bullets go down to 0
    Given a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Steven Wiles"
    When Player1 plays "Make the Smart Choice (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 0 bullets
    When Player2 chooses "move home booted"
    Then "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" is booted
    And Player2's posse is "Pancho Castillo"
    And Player2 is asked to "Select a casualty"

  Scenario: A dude with no influence keeps all his bullets
    Jake Smiley: 1 bullet, 0 influence outside Sundown.
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jake Smiley     | Town Square |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Jake Smiley"
    When Player1 plays "Make the Smart Choice (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    And Player2 chooses "stay"
    Then "Jake Smiley" has 1 bullets
    And Player2's posse is "Pancho Castillo, Jake Smiley"
    And Player2 is asked to "Select a dude"
