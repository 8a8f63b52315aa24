@card:24168 @blind
Feature: Tin Star (blind proof)
  Tin Star (Weird West Edition), goods: "This dude gains the Deputy keyword. Wanted dudes
  cannot refuse this dude's call-outs."

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments                   |
      | Clint Ramsey | Town Square | Tin Star (Weird West Edition) |
      | Olivia Jenks | Town Square |                               |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"

  Scenario: The Tin Star's dude gains the Deputy keyword
    Then "Clint Ramsey" has the keyword "Deputy"
    And "Olivia Jenks" does not have the keyword "Deputy"

  Scenario: A wanted dude cannot refuse the call-out of the Tin Star's dude
    Given Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
    When Player1 calls out "Pancho Castillo" with "Clint Ramsey"
    Then Player2 may choose "accept"
    And Player2 may not choose "refuse"
    When Player2 tries to refuse
    Then the play is refused by rule "callout.must_accept"
    And "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is unbooted
    And Player2 is asked to "Select an option"

  Scenario: A dude who is not wanted may refuse
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 calls out "Pancho Castillo" with "Clint Ramsey"
    And Player2 refuses
    Then "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" is booted

  Scenario: Another dude's call-out may be refused by a wanted dude
    Given Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
    When Player1 calls out "Pancho Castillo" with "Olivia Jenks"
    And Player2 refuses
    Then "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" is booted
