@card:19030 @blind
Feature: The Bloody Star (blind proof)
  Cannot attach to or be traded to a Deputy. After this card enters play, give this dude
  2 bounty.
  This dude cannot refuse callouts from dudes without bounty.
  This dude can be called out while at their own home.

  The Bloody Star: Attire, Unique, cost 2, +2 influence. Abram Grothe is a Deputy.
  Pancho Castillo has 2 influence.

  Scenario: Attached, the dude gets 2 bounty and +2 influence
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's hand is "The Bloody Star"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 attaches "The Bloody Star" to "Pancho Castillo"
    Then "The Bloody Star" is attached to "Pancho Castillo"
    And "Pancho Castillo" has 2 bounty
    And "Pancho Castillo" has 4 influence
    And Player1 has 3 ghost rock

  Scenario: He cannot refuse a call out from a dude without bounty
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments     |
      | Pancho Castillo | Town Square | The Bloody Star |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 0      |
    And it is Player2's turn
    When Player2 calls out "Pancho Castillo" with "Steven Wiles"
    And Player1 tries to refuse
    Then the play is refused by rule "callout.must_accept"
    And Player1 is asked to "Select an option"

  Scenario: He may refuse a call out from a wanted dude
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments     |
      | Pancho Castillo | Town Square | The Bloody Star |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
    And it is Player2's turn
    When Player2 calls out "Pancho Castillo" with "Steven Wiles"
    And Player1 refuses
    Then "Pancho Castillo" is at "Player1's home"

  Scenario: He can be called out at his own home
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at   | attachments     |
      | Pancho Castillo | home | The Bloody Star |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player1's home |
    And it is Player2's turn
    When Player2 calls out "Pancho Castillo" with "Steven Wiles"
    Then Player1 is asked to "Select an option"

  Scenario: It cannot attach to a Deputy
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's hand is "The Bloody Star"
    And Player1 has these dudes:
      | dude         | at   |
      | Abram Grothe | home |
    When Player1 tries to attach "The Bloody Star" to "Abram Grothe"
    Then the play is refused by rule "noon.shoppin.only_attach"
    And Player1 has 5 ghost rock

  Scenario: It cannot be traded to a Deputy
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at   | attachments     |
      | Pancho Castillo | home | The Bloody Star |
      | Abram Grothe    | home |                 |
    When Player1 tries to trade "The Bloody Star" to "Abram Grothe"
    Then the play is refused by rule "noon.shoppin.only_attach"
    And "The Bloody Star" is attached to "Pancho Castillo"
