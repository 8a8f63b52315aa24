@card:01057 @blind
Feature: Gomorra Parish (blind proof)
  Controller Noon, Boot: Ace a card from your hand to gain 1 ghost rock.

  Background:
    Given the board "main street"
    And Player1's street is "home, Gomorra Parish"
    And Player1 has 10 ghost rock

  Scenario: The controller boots the Parish, aces a card from hand and gains 1 ghost rock
    Given Player1's hand is "Shotgun, Reserves"
    When Player1 uses "Gomorra Parish"
    And Player1 aces "Shotgun"
    Then "Gomorra Parish" is booted
    And "Shotgun" is in Player1's boot hill
    And "Shotgun" is not in Player1's discard pile
    And Player1's hand is "Reserves"
    And Player1 has 11 ghost rock

  Scenario: With an empty hand the Parish cannot be used
    Given Player1's hand is empty
    When Player1 tries to use "Gomorra Parish"
    Then the play is refused by rule "ability.cost"
    And Player1 has 10 ghost rock
    And "Gomorra Parish" is unbooted

  Scenario: The owner who does not control the Parish cannot use it
    Given Player1's hand is "Shotgun, Reserves"
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Gomorra Parish |
    Then Player2 controls "Gomorra Parish"
    When Player1 tries to use "Gomorra Parish"
    Then the play is refused by rule "ability.controller"
    And Player1 has 10 ghost rock
