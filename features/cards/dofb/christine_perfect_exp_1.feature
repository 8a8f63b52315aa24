@card:25024
Feature: Christine Perfect (Exp.1)
  While Christine is a member of a posse attempting a job, she is a stud.

  Christine is printed a draw. Ambush marks an opposing dude.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                      | at          |
      | Christine Perfect (Exp.1) | Town Square |
      | Pancho Castillo           | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: Out of a job she is a draw
    Then "Christine Perfect (Exp.1)" is a draw

  Scenario: In the posse of a job she is a stud
    Given a job "Ambush" at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player1's posse is "Pancho Castillo, Christine Perfect (Exp.1)"
    Then "Christine Perfect (Exp.1)" is a stud
    And Player1 is asked to "Select a dude"

  Scenario: In the posse opposing a job she stays a draw
    Given a job "Ambush" at "Town Square" led by "Steven Wiles" against "Pancho Castillo"
    And Player1's posse is "Pancho Castillo, Christine Perfect (Exp.1)"
    Then "Christine Perfect (Exp.1)" is a draw
    And Player1 is asked to "Select a dude"
