@card:24238 @blind
Feature: Bounty Hunter (blind proof)
  Bounty Hunter (Weird West Edition), action, cost 2: "Noon: A 2-stud Gunslinger token
  enters play at a wanted dude's location and calls out that dude, who cannot refuse."

  Background:
    Given the board "shootout"
    And Player1 has 5 ghost rock
    And Player1's hand is "Bounty Hunter (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"

  Scenario: A Gunslinger enters at the wanted dude's location and calls him out
    Given Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
    When Player1 plays "Bounty Hunter (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Gunslinger" is at "Town Square"
    And "Gunslinger" has 2 bullets
    And "Gunslinger" is a stud
    And Player1 has 3 ghost rock
    And Player2 may choose "accept"
    And Player2 may not choose "refuse"
    When Player2 tries to refuse
    Then the play is refused by rule "callout.must_accept"
    When Player2 accepts
    And Player1 is done
    Then Player1's posse is "Gunslinger"
    And Player2's posse is "Pancho Castillo"
    And Player2 is asked to "Select a casualty"

  Scenario: A dude who is not wanted cannot be the target
    Given Player2 has these dudes:
      | dude            | at                 | bounty |
      | Pancho Castillo | Town Square        | 0      |
      | Olivia Jenks    | Bank of California | 2      |
    When Player1 plays "Bounty Hunter (Weird West Edition)"
    Then Player1 may not choose "Pancho Castillo"
    And Player1 may choose "Olivia Jenks"
    When Player1 selects "Olivia Jenks"
    Then "Gunslinger" is at "Bank of California"
    And Player2 is asked to "Select an option"
    And Player2 may not choose "refuse"

  Scenario: With no wanted dude in play it cannot be played
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 tries to play "Bounty Hunter (Weird West Edition)"
    Then the play is refused by rule "ability.target"
    And "Bounty Hunter (Weird West Edition)" is in Player1's hand
    And Player1 has 5 ghost rock
