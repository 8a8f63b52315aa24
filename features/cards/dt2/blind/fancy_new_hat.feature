@card:24179 @blind
Feature: Fancy New Hat (blind proof)
  Goods, Attire, cost 1, +1 influence.
  This dude's influence cannot be reduced by other players' abilities.

  Olivia Jenks prints influence 2. E.B. Farnum's Noon ability gives a dude at his
  location -1 influence.

  Background:
    Given the board "shootout"

  Scenario: The Hat gives its dude +1 influence
    Given Player1 has these dudes:
      | dude         | at   | attachments                        |
      | Olivia Jenks | home | Fancy New Hat (Weird West Edition) |
    Then "Olivia Jenks" has 3 influence

  Scenario: An opponent's ability cannot reduce the dude's influence
    Given Player1 has these dudes:
      | dude         | at          | attachments                        |
      | Olivia Jenks | Town Square | Fancy New Hat (Weird West Edition) |
    And Player2 has these dudes:
      | dude        | at          |
      | E.B. Farnum | Town Square |
    And it is Player2's turn
    When Player2 tries to use "E.B. Farnum"
    And Player2 tries to select "Olivia Jenks"
    Then "Olivia Jenks" has 3 influence

  Scenario: Its own player's ability still reduces it
    Given Player1 has these dudes:
      | dude         | at          | attachments                        |
      | Olivia Jenks | Town Square | Fancy New Hat (Weird West Edition) |
      | E.B. Farnum  | Town Square |                                    |
    When Player1 uses "E.B. Farnum"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 2 influence

  Scenario: Without the Hat the opponent's ability reduces it
    Given Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | E.B. Farnum | Town Square |
    And it is Player2's turn
    When Player2 uses "E.B. Farnum"
    And Player2 selects "Olivia Jenks"
    Then "Olivia Jenks" has 1 influence
