@card:24001 @blind
Feature: 108 Gracious Gifts (blind proof)
  Outfit. "While you have equal or less ghost rock than each other player, you may
  discard an extra card at Nightfall. Noon, Pay 2 Ghost Rock, Boot: Unboot your dude."

  Background:
    Given the board "main street"
    And a game between "108 Gracious Gifts (Weird West Edition)" and "Law Dogs"

  Scenario: Paying 2 ghost rock and booting the outfit unboots a dude
    Given Player1 has these dudes:
      | dude         | at          | booted |
      | Clint Ramsey | Town Square | yes    |
    When Player1 uses "108 Gracious Gifts (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is unbooted
    And Player1 has 8 ghost rock
    And "108 Gracious Gifts (Weird West Edition)" is booted

  Scenario: Without 2 ghost rock the ability is refused
    Given Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude         | at          | booted |
      | Clint Ramsey | Town Square | yes    |
    When Player1 tries to use "108 Gracious Gifts (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
    And "Clint Ramsey" is booted

  Scenario: It cannot unboot an opposing dude
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          | booted |
      | Olivia Jenks | Town Square | yes    |
    When Player1 tries to use "108 Gracious Gifts (Weird West Edition)"
    Then the play is refused by rule "ability.target"
    And "Olivia Jenks" is booted

  Scenario: No richer than the opponent, Player1 may discard two cards at Nightfall
    Given the board "sundown"
    And a game between "108 Gracious Gifts (Weird West Edition)" and "Law Dogs"
    When Player1 discards "Shotgun"
    And Player1 discards "Roan"
    Then "Shotgun" is in Player1's discard pile
    And "Roan" is in Player1's discard pile

  Scenario: Richer than the opponent, Player1 discards only one card at Nightfall
    Given the board "sundown"
    And a game between "108 Gracious Gifts (Weird West Edition)" and "Law Dogs"
    And Player1 has 6 ghost rock
    When Player1 discards "Shotgun"
    And Player1 tries to discard "Roan"
    Then "Shotgun" is in Player1's discard pile
    And "Roan" is not in Player1's discard pile
