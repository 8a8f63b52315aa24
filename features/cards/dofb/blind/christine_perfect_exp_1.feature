@card:25024 @blind
Feature: Christine Perfect (Exp.1) (blind proof)
  While Christine is a member of a posse attempting a job, she is a stud.

  Christine prints as a draw. Kidnappin' is a Noon Job.

  Scenario: In the posse attempting a job she is a stud
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                      | at          |
      | Clint Ramsey              | Town Square |
      | Christine Perfect (Exp.1) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a job "Kidnappin'" at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"
    And Player1's posse is "Clint Ramsey, Christine Perfect (Exp.1)"
    Then "Christine Perfect (Exp.1)" is a stud
    And Player1 is asked to "Select a dude"

  Scenario: In the posse opposing a job she stays a draw
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude                      | at          |
      | Olivia Jenks              | Town Square |
      | Christine Perfect (Exp.1) | Town Square |
    And a job "Kidnappin'" at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Christine Perfect (Exp.1)"
    Then "Christine Perfect (Exp.1)" is a draw
    And Player2 is asked to "Select a dude"

  Scenario: In a call out's shootout she stays a draw
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                      | at          |
      | Clint Ramsey              | Town Square |
      | Christine Perfect (Exp.1) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"
    And Player1's posse is "Clint Ramsey, Christine Perfect (Exp.1)"
    Then "Christine Perfect (Exp.1)" is a draw
    And Player1 is asked to "Select a dude"
