@card:21048 @blind
Feature: Guiding Light (blind proof)
  Noon Miracle 5, Boot: Pay another player 1 ghost rock to send your dude at this or an
  adjacent location home. If you have less ghost rock than that player, unboot that dude.
  Noon Miracle 5, Boot: Pay another player 2 ghost rock to send that player's dude at this or
  an adjacent location home.

  Ezrael Jones is a Blessed 1.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments   |
      | Ezrael Jones | Town Square | Guiding Light |
    And Player1's next pull is "4H"

  Scenario: Your dude goes home, and with less ghost rock than the payee, unbooted
    Given Player1 has 2 ghost rock
    And Player2 has 5 ghost rock
    And Player1 has these dudes:
      | dude         | at          | booted | attachments   |
      | Ezrael Jones | Town Square |        | Guiding Light |
      | Clint Ramsey | Town Square | yes    |               |
    When Player1 uses "Guiding Light"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is at "Player1's home"
    And "Clint Ramsey" is unbooted
    And Player1 has 1 ghost rock
    And Player2 has 6 ghost rock
    And "Guiding Light" is booted

  Scenario: With more ghost rock than the payee, the dude goes home as he was
    Given Player1 has 5 ghost rock
    And Player2 has 0 ghost rock
    And Player1 has these dudes:
      | dude         | at          | booted | attachments   |
      | Ezrael Jones | Town Square |        | Guiding Light |
      | Clint Ramsey | Town Square | yes    |               |
    When Player1 uses "Guiding Light"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is at "Player1's home"
    And "Clint Ramsey" is booted
    And Player1 has 4 ghost rock
    And Player2 has 1 ghost rock

  Scenario: The second miracle pays 2 to send the payee's dude home
    Given Player1 has 3 ghost rock
    And Player2 has 0 ghost rock
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 uses "Guiding Light (2nd ability)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Player2's home"
    And Player1 has 1 ghost rock
    And Player2 has 2 ghost rock

  Scenario: A failed miracle sends nobody home
    Given Player1 has 3 ghost rock
    And Player1's next pull is "3H"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 uses "Guiding Light (2nd ability)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Town Square"
    And "Guiding Light" is booted

  Scenario: A dude two locations away cannot be sent home
    Ezrael stands at his home; Pancho at The Pharmacy on Player2's street, which is adjacent
    to Player2's home and the town square, not to Player1's home.
    Given Player1 has 3 ghost rock
    And Player2's street is "home, The Pharmacy"
    And Player1 has these dudes:
      | dude         | at             | attachments   |
      | Ezrael Jones | Player1's home | Guiding Light |
    And Player2 has these dudes:
      | dude            | at           |
      | Pancho Castillo | The Pharmacy |
    When Player1 tries to use "Guiding Light (2nd ability)"
    Then the play is refused by rule "ability.target"
    And Player1 has 3 ghost rock

  Scenario: The ghost rock is compared after the payment: 3 against 2 becomes 2 against 3
    Given Player1 has 3 ghost rock
    And Player2 has 2 ghost rock
    And Player1 has these dudes:
      | dude         | at          | booted | attachments   |
      | Ezrael Jones | Town Square |        | Guiding Light |
      | Clint Ramsey | Town Square | yes    |               |
    When Player1 uses "Guiding Light"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is at "Player1's home"
    And "Clint Ramsey" is unbooted
    And Player1 has 2 ghost rock
    And Player2 has 3 ghost rock
