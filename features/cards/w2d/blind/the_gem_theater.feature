@card:23032 @blind
Feature: The Gem Theater (blind proof)
  Controller Shootout, Boot: If the shootout is at this deed, each dude in the shootout
  becomes a draw.

  Steven Wiles and Pancho Castillo are studs.

  Scenario: At the deed every dude in the shootout becomes a draw
    Given the phase is High Noon
    And Player1's street is "home, The Gem Theater"
    And Player1 has these dudes:
      | dude         | at              |
      | Steven Wiles | The Gem Theater |
    And Player2 has these dudes:
      | dude            | at              |
      | Pancho Castillo | The Gem Theater |
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "The Gem Theater" led by "Pancho Castillo" against "Steven Wiles"
    When Player1 uses "The Gem Theater"
    Then "Steven Wiles" is a draw
    And "Pancho Castillo" is a draw
    And "The Gem Theater" is booted
    And Player1 is asked to "Select a play"

  Scenario: A shootout elsewhere: the studs stay studs
    Given the phase is High Noon
    And Player1's street is "home, The Gem Theater"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Steven Wiles" against "Pancho Castillo"
    When Player1 tries to use "The Gem Theater"
    Then "Steven Wiles" is a stud
    And "Pancho Castillo" is a stud
    And Player1 is asked to "Select a play"
