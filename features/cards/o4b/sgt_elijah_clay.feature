@card:21025
Feature: Sgt. Elijah Clay
  After each Shootout play (including passing) while Elijah is in your posse, if the
  opposing posse has greater total bounty than total bullets, Elijah becomes a stud and has
  a minimum bullet rating of 3.

  Elijah is a 3-bullet stud; Steven Wiles has 3 bullets. Sun in Yer Eyes: "That dude gets
  -2 bullets (minimum 0) and becomes a draw".

  Background:
    Given the phase is High Noon
    And Player2's hand is "Sun in Yer Eyes"

  @ruling:elijah-clay-stands-firm-for-the-shootout
  Scenario: Each pass and each play renews it; it lasts the shootout
    Given Player1 has these dudes:
      | dude             | at          |
      | Sgt. Elijah Clay | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 4      |
    And a shootout at "Town Square" led by "Sgt. Elijah Clay" against "Steven Wiles"
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Sgt. Elijah Clay"
    Then "Sgt. Elijah Clay" has "stud, bullets at least 3" from "Sgt. Elijah Clay" until end of shootout
    And "Sgt. Elijah Clay" is a stud
    And "Sgt. Elijah Clay" has 3 bullets
    And the log contains in order:
      """
      Player1 has no shootout play and passes
      Player1's Sgt. Elijah Clay becomes a stud with a minimum of 3 bullets
      Player2 plays Sun in Yer Eyes on Sgt. Elijah Clay: -2 bullets and a draw until the end of the shootout
      Player1's Sgt. Elijah Clay becomes a stud with a minimum of 3 bullets
      """
    And Player1 is asked to "Select a casualty"

  Scenario: Outside his posse, Elijah does nothing
    Given Player1 has these dudes:
      | dude             | at          |
      | Clint Ramsey     | Town Square |
      | Sgt. Elijah Clay | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 4      |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Steven Wiles"
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Clint Ramsey"
    Then "Sgt. Elijah Clay" has no lasting effects
    And the log does not contain "Player1's Sgt. Elijah Clay becomes a stud with a minimum of 3 bullets"
    And Player1 is asked to "Select a casualty"

  Scenario: Less bounty than bullets: Sun in Yer Eyes works on him
    Given Player1 has these dudes:
      | dude             | at          |
      | Sgt. Elijah Clay | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
    And a shootout at "Town Square" led by "Sgt. Elijah Clay" against "Steven Wiles"
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Sgt. Elijah Clay"
    Then "Sgt. Elijah Clay" is a draw
    And "Sgt. Elijah Clay" has 1 bullets
    And Player1 is asked to "Select a casualty"

  Scenario: A Resolution play is no Shootout play
    Given Player1 has these dudes:
      | dude             | at          |
      | Sgt. Elijah Clay | Town Square |
    And Player2's hand is "It's Not What You Know..."
    And Player2 has 2 ghost rock
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 4      |
    And a shootout at "Town Square" led by "Sgt. Elijah Clay" against "Steven Wiles"
    Then Player2 is asked to "Select a play"
    And the last log line is "Player1 has no resolution play and passes"
