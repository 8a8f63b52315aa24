@card:24057 @blind
Feature: Mariel Lewis (blind proof)
  Dude, First Peoples; influence 2.
  Shootout: If you are not running a job and your posse has higher total influence than the
  opposing posse, remove a dude from the opposing posse and send them home (without booting).

  Jacqueline Isham has 0 influence, Olivia Jenks 2, Steven Wiles 3.

  Background:
    Given a game between "Black Hills Guardians" and "Law Dogs"
    And the phase is High Noon
    And Player1's hand is "Sun in Yer Eyes"

  Scenario: A posse with more influence sends an opposing dude home unbooted
    Given Player1 has these dudes:
      | dude                              | at          |
      | Mariel Lewis (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude             | at          |
      | Jacqueline Isham | Town Square |
    And a shootout at "Town Square" led by "Mariel Lewis (Weird West Edition)" against "Jacqueline Isham"
    When Player1 uses "Mariel Lewis (Weird West Edition)"
    And Player1 selects "Jacqueline Isham"
    Then "Jacqueline Isham" is at "Player2's home"
    And "Jacqueline Isham" is unbooted
    And Player2's posse is empty
    And Player1 is asked to "Select a play"

  Scenario: Equal influence is not higher: nobody is sent home
    Given Player1 has these dudes:
      | dude                              | at          |
      | Mariel Lewis (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Mariel Lewis (Weird West Edition)" against "Olivia Jenks"
    When Player1 tries to use "Mariel Lewis (Weird West Edition)"
    Then "Olivia Jenks" is at "Town Square"
    And Player2's posse is "Olivia Jenks"
    And Player1 is asked to "Select a play"

  Scenario: Lower influence: nobody is sent home
    Given Player1 has these dudes:
      | dude                              | at          |
      | Mariel Lewis (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Mariel Lewis (Weird West Edition)" against "Steven Wiles"
    When Player1 tries to use "Mariel Lewis (Weird West Edition)"
    Then "Steven Wiles" is at "Town Square"
    And Player2's posse is "Steven Wiles"
    And Player1 is asked to "Select a play"

  Scenario: While you are running a job she sends nobody home
    Given Player1 has these dudes:
      | dude                              | at          |
      | Mariel Lewis (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude             | at          |
      | Jacqueline Isham | Town Square |
    And a job "Kidnappin'" at "Town Square" led by "Mariel Lewis (Weird West Edition)" against "Jacqueline Isham"
    When Player1 tries to use "Mariel Lewis (Weird West Edition)"
    Then "Jacqueline Isham" is at "Town Square"
    And Player2's posse is "Jacqueline Isham"
    And Player1 is asked to "Select a play"

  Scenario: Opposing another player's job, she may send a dude of the job's posse home
    Given Player1 has these dudes:
      | dude                              | at          |
      | Mariel Lewis (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude             | at          |
      | Jacqueline Isham | Town Square |
    And a job "Kidnappin'" at "Town Square" led by "Jacqueline Isham" against "Mariel Lewis (Weird West Edition)"
    When Player1 uses "Mariel Lewis (Weird West Edition)"
    And Player1 selects "Jacqueline Isham"
    Then "Jacqueline Isham" is at "Player2's home"
    And "Jacqueline Isham" is unbooted
    And Player1 is asked to "Select a play"
