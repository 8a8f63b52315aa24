@card:24147
Feature: Hawley's Rose (Weird West Edition)
  This dude gains the Abomination keyword.
  During Sundown, this dude gets +1 influence and an additional +1 influence if there's an
  opposing dude at this deed.

  Jon Longstride prints 1 influence. General Store is Player1's deed.

  Background:
    Given the board "shootout"

  Scenario: At High Noon no influence
    Given Player1 has these dudes:
      | dude           | at            | attachments                        |
      | Jon Longstride | General Store | Hawley's Rose (Weird West Edition) |
    Then "Jon Longstride" has 1 influence

  Scenario: The dude is an Abomination: Landon Grimes can bring him into his posse
    Given Player1 has these dudes:
      | dude           | at          | attachments                        |
      | Landon Grimes  | Town Square |                                    |
      | Jon Longstride | home        | Hawley's Rose (Weird West Edition) |
      | Tommy Harden   | home        |                                    |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Landon Grimes" against "Olivia Jenks"
    When Player1 uses "Landon Grimes"
    Then the options are:
      """
      Jon Longstride
      cancel
      """

  Scenario: During Sundown +1 influence
    Given the phase is Sundown
    And Player1's hand is "Shotgun"
    And Player2's hand is "Mustang"
    And Player1 has these dudes:
      | dude           | at            | attachments                        |
      | Jon Longstride | General Store | Hawley's Rose (Weird West Edition) |
    Then "Jon Longstride" has 2 influence

  Scenario: During Sundown +2 influence with an opposing dude at this deed
    Given the phase is Sundown
    And Player1's hand is "Shotgun"
    And Player2's hand is "Mustang"
    And Player1 has these dudes:
      | dude           | at            | attachments                        |
      | Jon Longstride | General Store | Hawley's Rose (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    Then "Jon Longstride" has 3 influence
    And the phase is Sundown

  Scenario: In town square an opposing dude adds nothing: it is no deed
    Given the phase is Sundown
    And Player1's hand is "Shotgun"
    And Player2's hand is "Mustang"
    And Player1 has these dudes:
      | dude           | at          | attachments                        |
      | Jon Longstride | Town Square | Hawley's Rose (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    Then "Jon Longstride" has 2 influence

  Scenario: At High Noon an opposing dude at the deed adds nothing
    Given Player1 has these dudes:
      | dude           | at            | attachments                        |
      | Jon Longstride | General Store | Hawley's Rose (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    Then "Jon Longstride" has 1 influence

  Scenario: At an opposing home an opposing dude adds nothing: it is no deed
    Given the phase is Sundown
    And Player1's hand is "Shotgun"
    And Player2's hand is "Mustang"
    And Player1 has these dudes:
      | dude           | at             | attachments                        |
      | Jon Longstride | Player2's home | Hawley's Rose (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player2's home |
    Then "Jon Longstride" has 2 influence
    And the phase is Sundown
