@card:24052 @blind
Feature: Alexander Sequoia (Weird West Edition) (blind proof)
  While Alexander is in town square, you may discard an additional card at Nightfall.
  Noon: If Alexander is in town square, unboot Alexander.

  Scenario: In the town square, Player1 may discard a second card at Nightfall
    Given the board "sundown"
    And Player1 has these dudes:
      | dude                                   | at          |
      | Alexander Sequoia (Weird West Edition) | Town Square |
    When Player1 discards "Shotgun"
    And Player1 discards "Roan"
    Then "Shotgun" is in Player1's discard pile
    And "Roan" is in Player1's discard pile

  Scenario: At home, only one card may be discarded at Nightfall
    Given the board "sundown"
    And Player1 has these dudes:
      | dude                                   | at   |
      | Alexander Sequoia (Weird West Edition) | home |
    When Player1 discards "Shotgun"
    And Player1 tries to discard "Roan"
    Then "Roan" is not in Player1's discard pile
    And "Shotgun" is in Player1's discard pile

  Scenario: At Noon in the town square he unboots
    Given the board "main street"
    And Player1 has these dudes:
      | dude                                   | at          | booted |
      | Alexander Sequoia (Weird West Edition) | Town Square | true   |
    When Player1 uses "Alexander Sequoia (Weird West Edition)"
    Then "Alexander Sequoia (Weird West Edition)" is unbooted

  Scenario: At Noon away from the town square he stays booted
    Given the board "main street"
    And Player1 has these dudes:
      | dude                                   | at            | booted |
      | Alexander Sequoia (Weird West Edition) | General Store | true   |
    When Player1 tries to use "Alexander Sequoia (Weird West Edition)"
    Then "Alexander Sequoia (Weird West Edition)" is booted
