@card:25032
Feature: Worm Canyon
  Noon, Boot: Discard your hand, then gain one ghost rock for each card discarded.

  Scenario: Worm Canyon discards the whole hand for 1 ghost rock a card
    Given the phase is High Noon
    And Player1's out of town deeds is "Worm Canyon"
    And Player1 has 0 ghost rock
    And Player1's hand is "Pinto, Bluetick, Shotgun"
    When Player1 uses "Worm Canyon"
    Then Player1's hand is empty
    And "Shotgun" is in Player1's discard pile
    And Player1 has 3 ghost rock
    And "Worm Canyon" is booted
    And the log contains in order:
      """
      Player1 uses Worm Canyon
      Player1 discards 3 cards to gain 3 ghost rock
      """

  Scenario: With an empty hand there is nothing to gain
    Given the phase is High Noon
    And Player1's out of town deeds is "Worm Canyon"
    And Player1 has 0 ghost rock
    And Player1's hand is empty
    When Player1 uses "Worm Canyon"
    Then Player1 has 0 ghost rock
    And "Worm Canyon" is booted
