@card:24147 @blind
Feature: Hawley's Rose (Weird West Edition) (blind proof)
  This dude gains the Abomination keyword.
  During Sundown, this dude gets +1 influence and an additional +1 influence if there's
  an opposing dude at this deed.

  Scenario: At High Noon the Rose gives no influence
    Given the board "main street"
    And Player1 has these dudes:
      | dude         | at            | attachments                        |
      | Olivia Jenks | General Store | Hawley's Rose (Weird West Edition) |
    Then "Olivia Jenks" has 2 influence

  Scenario: During Sundown the dude gets +1 influence
    Given the board "sundown"
    And Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude         | at            | attachments                        |
      | Olivia Jenks | General Store | Hawley's Rose (Weird West Edition) |
    Then "Olivia Jenks" has 3 influence

  Scenario: During Sundown with an opposing dude at this deed, +2 influence
    Given the board "sundown"
    And Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude         | at            | attachments                        |
      | Olivia Jenks | General Store | Hawley's Rose (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store |
    Then "Olivia Jenks" has 4 influence

  Scenario: During Sundown an opposing dude in the town square (not a deed) adds nothing
    Given the board "sundown"
    And Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude         | at          | attachments                        |
      | Olivia Jenks | Town Square | Hawley's Rose (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    Then "Olivia Jenks" has 3 influence

  Scenario: The dude is an Abomination: Landon Grimes can bring her into his posse
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments                        |
      | Landon Grimes | Town Square |                                    |
      | Olivia Jenks  | home        | Hawley's Rose (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Landon Grimes" against "Steven Wiles"
    When Player1 uses "Landon Grimes"
    Then Player1 may choose "Olivia Jenks"
    And Player1 is asked to "Select a dude"
