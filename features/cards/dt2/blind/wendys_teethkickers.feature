@card:24169 @blind
Feature: Wendy's Teethkickers (Weird West Edition) (blind proof)
  React, Boot: After another player's dude goes home booted from this location, this dude
  gets +1 influence until end of the turn. Unboot this dude.

  Background:
    Given the board "main street"

  Scenario: An opposing dude runs home from the call out: the booted wearer unboots and gets +1 influence
    Given Player1 has these dudes:
      | dude            | at          | booted | attachments                               |
      | Steven Wiles    | Town Square |        |                                           |
      | Pancho Castillo | Town Square | true   | Wendy's Teethkickers (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Steven Wiles"
    And Player2 refuses
    And Player1 reacts with "Wendy's Teethkickers (Weird West Edition)"
    Then "Olivia Jenks" is at "Player2's home"
    And "Pancho Castillo" is unbooted
    And "Pancho Castillo" has 4 influence
    And "Wendy's Teethkickers (Weird West Edition)" is booted

  Scenario: The Teethkickers give their printed influence without the react
    Given Player1 has these dudes:
      | dude            | at          | attachments                               |
      | Pancho Castillo | Town Square | Wendy's Teethkickers (Weird West Edition) |
    Then "Pancho Castillo" has 3 influence

  Scenario: A dude going home booted from another location does not trigger it
    Given Player1 has these dudes:
      | dude            | at               | booted | attachments                               |
      | Steven Wiles    | Railroad Station |        |                                           |
      | Pancho Castillo | Town Square      | true   | Wendy's Teethkickers (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    When Player1 calls out "Olivia Jenks" with "Steven Wiles"
    And Player2 refuses
    And Player1 tries to react with "Wendy's Teethkickers (Weird West Edition)"
    Then "Pancho Castillo" is booted
    And "Pancho Castillo" has 3 influence

  Scenario: The +1 influence lasts until the end of the turn (the day), so it counts at Sundown
    Given Player1 has these dudes:
      | dude            | at          | booted | attachments                               |
      | Steven Wiles    | Town Square |        |                                           |
      | Pancho Castillo | Town Square | true   | Wendy's Teethkickers (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Steven Wiles"
    And Player2 refuses
    And Player1 reacts with "Wendy's Teethkickers (Weird West Edition)"
    And the game advances to Sundown
    Then "Pancho Castillo" has 4 influence
