@card:24022
Feature: He Fang (Weird West Edition)
  Noon, Boot: Play a non-Gadget Abomination from your hand at this location, reducing its cost
  by 2.

  Tyxarglenak (cost 4) and Bobo (cost 1) are Abominations; Kevin Wainwright (cost 5) is not;
  The Wretched (cost 2) is a Gadget Abomination. Player1 starts with 5 ghost rock.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude    | at          |
      | He Fang | Town Square |

  Scenario: An Abomination from hand enters play at his location for 2 less
    Given Player1's hand is "Tyxarglenak, Kevin Wainwright, The Wretched"
    When Player1 uses "He Fang"
    Then "Tyxarglenak" is at "Town Square"
    And Player1 has 3 ghost rock
    And "He Fang" is booted
    And "Kevin Wainwright" is in Player1's hand
    And "The Wretched" is in Player1's hand
    And the log contains in order:
      """
      Player1 uses He Fang
      Player1 hires Tyxarglenak for 2 ghost rock
      """

  Scenario: The reduction never takes the cost below 0
    Given Player1's hand is "Bobo"
    When Player1 uses "He Fang"
    Then "Bobo" is at "Town Square"
    And Player1 has 5 ghost rock

  Scenario: With no non-Gadget Abomination in hand he cannot use it
    Given Player1's hand is "Kevin Wainwright, The Wretched"
    When Player1 tries to use "He Fang"
    Then the play is refused by rule "ability.condition"
