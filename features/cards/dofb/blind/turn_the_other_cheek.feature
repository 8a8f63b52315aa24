@card:25045 @blind
Feature: Turn the Other Cheek (blind proof)
  "Shootout Miracle X, Boot: Target an opposing dude. X is that dude's grit. If successful,
  send them and this Blessed home. Unboot both dudes."

  Ezrael Jones: a Blessed 1. Jake Smiley's grit is 2 (value 1, 1 bullet, 0 influence);
  Pancho Castillo's is 10.

  Scenario: Beating the dude's grit sends both home from the shootout, unbooted
    Given the board "shootout"
    And Player1's next pull is "2H"
    And Player1 has these dudes:
      | dude         | at          | attachments          | booted |
      | Ezrael Jones | Town Square | Turn the Other Cheek | yes    |
    And Player2 has these dudes:
      | dude        | at          | booted |
      | Jake Smiley | Town Square | yes    |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Jake Smiley"
    When Player1 uses "Turn the Other Cheek"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is at "Player2's home"
    And "Ezrael Jones" is at "Player1's home"
    And "Jake Smiley" is unbooted
    And "Ezrael Jones" is unbooted
    And "Turn the Other Cheek" is booted

  Scenario: Short of the dude's grit, nobody goes home
    Given the board "shootout"
    And Player1's next pull is "2H"
    And Player1 has these dudes:
      | dude         | at          | attachments          |
      | Ezrael Jones | Town Square | Turn the Other Cheek |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Pancho Castillo"
    When Player1 uses "Turn the Other Cheek"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Town Square"
    And "Ezrael Jones" is at "Town Square"
    And Player2's posse is "Pancho Castillo"
    And Player1 is asked to "Select a card"

  Scenario: A pull that just reaches the dude's grit succeeds
    Given the board "shootout"
    And Player1's next pull is "AH"
    And Player1 has these dudes:
      | dude         | at          | attachments          |
      | Ezrael Jones | Town Square | Turn the Other Cheek |
    And Player2 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Jake Smiley"
    When Player1 uses "Turn the Other Cheek"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is at "Player2's home"
    And "Ezrael Jones" is at "Player1's home"
