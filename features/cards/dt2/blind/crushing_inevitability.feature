@card:24245 @blind
Feature: Crushing Inevitability (blind proof)
  Shootout Tao Technique, Boot: Target an opposing dude. If that dude is booted, they do not
  contribute to draw hands this round. If the target has a lower value than this dude, then
  they must be selected as the first casualty this round.

  Bai Yang Chen: value 9 and Kung Fu 1, so value 10 in play, and his technique succeeds on
  a pull of 10 or less (§7.4); he is a stud with 3 bullets. Steven Wiles (value 8) and
  Pancho Castillo (value 5) are studs with 3 bullets; Clint Ramsey (value 11) a stud with
  2 bullets. A stud shooter gives his bullets as stud bonus, each other stud in the posse
  1 more (§5.5). High card loses to two pair by 2 ranks.

  Background:
    Given the board "shootout"
    And Player1's hand is "Crushing Inevitability"
    And Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |

  Scenario: A booted target does not contribute to his posse's draw hand this round
    Given Player2 has these dudes:
      | dude            | at          | booted |
      | Steven Wiles    | Town Square | no     |
      | Pancho Castillo | Town Square | yes    |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Pancho Castillo"
    And Player1's next pull is "4D"
    When Player1 plays "Crushing Inevitability"
    And Player1 selects "Pancho Castillo"
    And Player2 picks "Steven Wiles" as shooter
    And Player1 keeps the best hand
    Then "Bai Yang Chen" is booted
    And the log has a line containing "Player2 draws 8 cards with a stud bonus of 3"
    And Player2 is asked to "Select a card"

  Scenario: An unbooted target still contributes (Player2's deck holds 8 cards: the count stops there)
    Given Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Clint Ramsey  | Town Square |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Clint Ramsey"
    And Player1's next pull is "4D"
    When Player1 plays "Crushing Inevitability"
    And Player1 selects "Clint Ramsey"
    And Player2 picks "Steven Wiles" as shooter
    And Player1 keeps the best hand
    Then the log has a line containing "Player2 draws 8 cards with a stud bonus of 4"
    And Player2 is asked to "Select a card"

  Scenario: A target of lower value must be selected as the first casualty this round
    Given Player2 has these dudes:
      | dude            | at          |
      | Steven Wiles    | Town Square |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Pancho Castillo"
    And Player1's next draw hand is "KS KH 9D 9C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    And Player1's next pull is "4D"
    When Player1 plays "Crushing Inevitability"
    And Player1 selects "Pancho Castillo"
    And Player2 picks "Steven Wiles" as shooter
    Then Player2 is asked to "Select a casualty"
    And Player2 may choose "ace Pancho Castillo"
    And Player2 may not choose "ace Steven Wiles"

  Scenario: A target of higher value need not be the first casualty
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Clint Ramsey"
    And Player1's next draw hand is "KS KH 9D 9C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    And Player1's next pull is "4D"
    When Player1 plays "Crushing Inevitability"
    And Player1 selects "Clint Ramsey"
    And Player2 picks "Steven Wiles" as shooter
    Then Player2 is asked to "Select a casualty"
    And Player2 may choose "ace Steven Wiles"

  Scenario: A failed technique does nothing to the target
    Given Player2 has these dudes:
      | dude            | at          | booted |
      | Steven Wiles    | Town Square | no     |
      | Pancho Castillo | Town Square | yes    |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Pancho Castillo"
    And Player1's next pull is "JD"
    When Player1 plays "Crushing Inevitability"
    And Player1 selects "Pancho Castillo"
    And Player2 picks "Steven Wiles" as shooter
    And Player1 keeps the best hand
    Then the log has a line containing "Player2 draws 8 cards with a stud bonus of 4"
    And Player2 is asked to "Select a card"
