@card:21025 @blind
Feature: Sgt. Elijah Clay
  After each Shootout play (including passing) while Elijah is in your posse, if the opposing
  posse has greater total bounty than total bullets, Elijah becomes a stud and has a minimum
  bullet rating of 3.

  Elijah: a stud, 3 bullets. Sun in Yer Eyes gives a dude -2 bullets and makes him a draw.
  Steven Wiles has 3 bullets.

  Scenario: Against a posse with more bounty than bullets, Elijah shrugs off Sun in Yer Eyes
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude             | at          |
      | Sgt. Elijah Clay | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 4      |
    And Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Sgt. Elijah Clay" against "Steven Wiles"
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Sgt. Elijah Clay"
    Then "Sgt. Elijah Clay" is a stud
    And "Sgt. Elijah Clay" has 3 bullets
    And Player1 is asked to "Select a casualty"

  Scenario: Against a posse with no more bounty than bullets, Sun in Yer Eyes works on him
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude             | at          |
      | Sgt. Elijah Clay | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 3      |
    And Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Sgt. Elijah Clay" against "Steven Wiles"
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Sgt. Elijah Clay"
    Then "Sgt. Elijah Clay" is a draw
    And "Sgt. Elijah Clay" has 1 bullets
    And Player1 is asked to "Select a casualty"
