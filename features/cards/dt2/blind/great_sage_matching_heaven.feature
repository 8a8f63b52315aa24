@card:24232 @blind
Feature: Great Sage Matching Heaven (blind proof)
  Action, Technique, Tao of Bull Demon King. Shootout Tao Technique: This dude gets +1
  Influence and gains the Harrowed keyword. Combo if the other posse has less influence
  than your posse.

  Bai Yang Chen: value 9, Kung Fu 1, 0 influence: his technique works on a pull up to 10.
  Avie Cline: 2 influence; Steven Wiles 3; Rob Wilby 0.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Great Sage Matching Heaven (Weird West Edition), Great Sage Matching Heaven (Weird West Edition)"

  Scenario: A success: +1 influence and Harrowed; a posse with less influence than his does not let him combo
    Given Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steven Wiles" against "Bai Yang Chen"
    And Player1's next pull is "4D"
    When Player1 plays "Great Sage Matching Heaven (Weird West Edition)"
    Then "Bai Yang Chen" has 1 influence
    And "Bai Yang Chen" has the keyword "Harrowed"
    And the log does not contain "may combo"
    And Player1 is asked to "Select a play"

  Scenario: Against a posse with less influence, it combos
    Given Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
      | Avie Cline    | Town Square |
    And Player2 has these dudes:
      | dude      | at          |
      | Rob Wilby | Town Square |
    And a shootout at "Town Square" led by "Rob Wilby" against "Bai Yang Chen"
    And Player1's posse is "Bai Yang Chen, Avie Cline"
    And Player1's next pull is "4D"
    When Player1 plays "Great Sage Matching Heaven (Weird West Edition)"
    Then Player1 is asked to "Select a combo"

  Scenario: A failed technique gives nothing
    Given Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steven Wiles" against "Bai Yang Chen"
    And Player1's next pull is "QD"
    When Player1 plays "Great Sage Matching Heaven (Weird West Edition)"
    Then "Bai Yang Chen" has 0 influence
    And "Bai Yang Chen" does not have the keyword "Harrowed"
    And Player1 is asked to "Select a play"

  Scenario: The bonus and the keyword end with the shootout
    Given Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steven Wiles" against "Bai Yang Chen"
    And Player1's next pull is "4D"
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 plays "Great Sage Matching Heaven (Weird West Edition)"
    And Player1 passes
    And Player2 aces "Steven Wiles"
    And Player1 stays
    Then Player1 wins the shootout
    And "Bai Yang Chen" has 0 influence
    And "Bai Yang Chen" does not have the keyword "Harrowed"

  Scenario: The combo is checked once the technique resolved: his own +1 counts
    Alone, Bai Yang Chen has 1 influence once the technique resolves, more than Rob
    Wilby's 0 (§7.4: a successful technique that meets its combo clause may chain).
    Given Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2 has these dudes:
      | dude      | at          |
      | Rob Wilby | Town Square |
    And a shootout at "Town Square" led by "Rob Wilby" against "Bai Yang Chen"
    And Player1's next pull is "4D"
    When Player1 plays "Great Sage Matching Heaven (Weird West Edition)"
    Then Player1 is asked to "Select a combo"

  Scenario: Equal influence is not less: no combo
    Given Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Bai Yang Chen"
    And Player1's next pull is "4D"
    When Player1 plays "Great Sage Matching Heaven (Weird West Edition)"
    Then "Bai Yang Chen" has 1 influence
    And the log does not contain "may combo"
    And Player1 is asked to "Select a play"
