@card:24022 @blind
Feature: He Fang (Weird West Edition) (blind proof)
  Noon, Boot: Play a non-Gadget Abomination from your hand at this location, reducing its
  cost by 2.

  Alan Campbell is an Abomination dude costing 4; The Wretched is an Abomination Gadget;
  Steven Wiles is no Abomination.

  Background:
    Given the board "main street"
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude                         | at          |
      | He Fang (Weird West Edition) | Town Square |

  Scenario: He Fang boots to bring an Abomination into play at his location for 2 less
    Given Player1's hand is "Alan Campbell"
    When Player1 uses "He Fang (Weird West Edition)"
    Then "Alan Campbell" is at "Town Square"
    And Player1 has 3 ghost rock
    And "He Fang (Weird West Edition)" is booted
    And Player1's hand is empty

  Scenario: A dude that is no Abomination cannot be played this way
    Given Player1's hand is "Steven Wiles"
    When Player1 tries to use "He Fang (Weird West Edition)"
    Then "Steven Wiles" is in Player1's hand
    And Player1 has 5 ghost rock

  Scenario: An Abomination Gadget cannot be played this way
    Given Player1's hand is "The Wretched"
    When Player1 tries to use "He Fang (Weird West Edition)"
    Then "The Wretched" is in Player1's hand
    And Player1 has 5 ghost rock

  Scenario: Booted, He Fang cannot use it
    Given Player1's hand is "Alan Campbell"
    And Player1 has these dudes:
      | dude                         | at          | booted |
      | He Fang (Weird West Edition) | Town Square | yes    |
    When Player1 tries to use "He Fang (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
    And "Alan Campbell" is in Player1's hand
