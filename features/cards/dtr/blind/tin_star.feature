@card:01095 @blind
Feature: Tin Star (blind proof)
  Wanted dudes cannot refuse a call-out from this dude.

  Background:
    Given the board "shootout"

  Scenario: A wanted dude called out by the Tin Star's dude cannot refuse
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Tin Star    |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 tries to refuse
    Then the play is refused by rule "callout.must_accept"
    And "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is unbooted
    And Player2 is asked to "Select an option"
    And Player2 may not choose "refuse"

  Scenario: A dude who is not wanted may refuse and runs home booted
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Tin Star    |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 refuses
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted

  Scenario: A wanted dude may refuse a dude without the Tin Star
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 refuses
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted

  Scenario: The Tin Star does not bind another dude of its controller
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Tin Star    |
      | Clint Ramsey    | Town Square |             |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 refuses
    Then "Olivia Jenks" is at "Player2's home"
