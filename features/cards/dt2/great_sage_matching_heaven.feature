@card:24232
Feature: Great Sage Matching Heaven (Weird West Edition)
  Action, Technique, Tao of Bull Demon King. Shootout Tao Technique: This dude gets +1
  Influence and gains the Harrowed keyword. Combo if the other posse has less influence
  than your posse.

  Bai Yang Chen (value 9, Kung Fu 1, influence 0) performs it against 10. Pancho Castillo
  has 2 influence, Olivia Jenks 2. A combo offers the next Tao of Bull Demon King
  technique in hand (a second copy).

  Background:
    Given the phase is High Noon
    And Player1's hand is "Great Sage Matching Heaven (Weird West Edition), Great Sage Matching Heaven (Weird West Edition)"
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:kung_fu.test
  Scenario: He gets +1 influence and turns Harrowed; the +1 tips the posses' influence into a combo
    Given Player1 has these dudes:
      | dude            | at          |
      | Bai Yang Chen   | Town Square |
      | Pancho Castillo | Town Square |
    And Player1's next pull is "4D"
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Olivia Jenks"
    And Player1's posse is "Bai Yang Chen, Pancho Castillo"
    When Player1 plays "Great Sage Matching Heaven (Weird West Edition)"
    Then "Bai Yang Chen" has 1 influence
    And "Bai Yang Chen" has the keyword "Harrowed"
    And "Bai Yang Chen" has "influence +1, keyword:harrowed" from "Great Sage Matching Heaven (Weird West Edition)" until end of shootout
    And Player1 is asked to "Select a combo"
    And the log contains in order:
      """
      Player1's Bai Yang Chen succeeds with 4D, not above value 10
      Player1's Bai Yang Chen gets +1 influence and gains the Harrowed keyword
      Player1's Bai Yang Chen may combo with another Tao of Bull Demon King technique
      """

  @rule:kung_fu.test
  Scenario: The other posse's influence is not less than his: no combo; as a Harrowed dude he may go home for a casualty, and the effects end with the shootout
    Given Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player1's next pull is "4D"
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Olivia Jenks"
    When Player1 plays "Great Sage Matching Heaven (Weird West Edition)"
    Then "Bai Yang Chen" has 1 influence
    And the log does not contain "may combo with another Tao of Bull Demon King technique"
    And Player1 is asked to "Select a play"
    When Player1 passes
    And Player2 covers the casualties with "Olivia Jenks"
    Then Player1 may choose "send home Bai Yang Chen"
    When Player1 sends "Bai Yang Chen" home
    Then "Bai Yang Chen" is at "Player1's home"
    And the shootout ends with no winner
    Then "Bai Yang Chen" has 0 influence
    And "Bai Yang Chen" does not have the keyword "Harrowed"

  @rule:kung_fu.test
  Scenario: Equal influence is not less: no combo
    Given Player1 has these dudes:
      | dude            | at          |
      | Bai Yang Chen   | Town Square |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Clint Ramsey | Town Square |
    And Player1's next pull is "4D"
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Olivia Jenks"
    And Player1's posse is "Bai Yang Chen, Pancho Castillo"
    And Player2's posse is "Olivia Jenks, Clint Ramsey"
    When Player1 plays "Great Sage Matching Heaven (Weird West Edition)"
    Then "Bai Yang Chen" has 1 influence
    And the log does not contain "may combo with another Tao of Bull Demon King technique"
    And Player1 is asked to "Select a play"
