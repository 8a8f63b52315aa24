@card:21052 @blind
Feature: Ten-Foot Punch (blind proof)
  Shootout Technique: This dude gets +1 Kung Fu and joins your posse. If this dude has a Kung
  Fu rating greater than or equal to the bullet rating of an opposing dude, reveal the top 5
  cards of your deck and you may add a non-Tao Technique to your hand from those cards.
  Discard all other revealed cards.

  Shi Long Peng has Kung Fu 1 and value 6 (5 + 1); the technique works on a pull of 6 or
  less (§7.4). Jake Smiley has 1 bullet, Pancho Castillo 3. Ten-Foot Punch is a non-Tao
  Technique.

  Background:
    Given the board "shootout"
    And Player1's hand is "Ten-Foot Punch"
    And Player1 has these dudes:
      | dude            | at             |
      | Clint Ramsey    | Town Square    |
      | Shi Long Peng (Weird West Edition) | Player1's home |

  Scenario: Shi joins with +1 Kung Fu and, facing a 1-bullet dude, takes a Technique from the top 5
    Given Player2 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Jake Smiley"
    And Player1's deck is "Ten-Foot Punch #2, Shotgun, Pinto, Mustang, Roan, Peacemaker"
    And Player1's next pull is "2H"
    When Player1 plays "Ten-Foot Punch"
    And Player1 selects "Ten-Foot Punch #2"
    Then Player1's posse is "Clint Ramsey, Shi Long Peng (Weird West Edition)"
    And "Shi Long Peng (Weird West Edition)" is at "Town Square"
    And "Shi Long Peng (Weird West Edition)" has 7 value
    And "Ten-Foot Punch #2" is in Player1's hand
    And "Shotgun" is in Player1's discard pile
    And "Roan" is in Player1's discard pile
    And "Peacemaker" is in Player1's deck
    And Player1 is asked to "Select a play"

  Scenario: Facing only a 3-bullet dude, nothing is revealed
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    And Player1's deck is "Ten-Foot Punch #2, Shotgun, Pinto, Mustang, Roan, Peacemaker"
    And Player1's next pull is "2H"
    When Player1 plays "Ten-Foot Punch"
    Then Player1's posse is "Clint Ramsey, Shi Long Peng (Weird West Edition)"
    And "Shotgun" is not in Player1's discard pile
    And "Ten-Foot Punch #2" is not in Player1's hand
    And "Shotgun" is in Player1's deck
    And Player1 is asked to "Select a dude"

  Scenario: Kung Fu 2 against 2 bullets is enough
    Player2's Clint Ramsey has 2 bullets, equal to Shi's Kung Fu 2.
    Given Player1 has these dudes:
      | dude                               | at             |
      | Jake Smiley                        | Town Square    |
      | Shi Long Peng (Weird West Edition) | Player1's home |
    And Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Clint Ramsey"
    And Player1's deck is "Ten-Foot Punch #2, Shotgun, Pinto, Mustang, Roan, Peacemaker"
    And Player1's next pull is "2H"
    When Player1 plays "Ten-Foot Punch"
    And Player1 selects "Ten-Foot Punch #2"
    Then "Ten-Foot Punch #2" is in Player1's hand
    And "Shotgun" is in Player1's discard pile
    And Player1 is asked to "Select a play"
