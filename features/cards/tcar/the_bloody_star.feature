@card:19030
Feature: The Bloody Star
  Cannot attach to or be traded to a Deputy. After this card enters play, give this dude 2
  bounty.

  This dude cannot refuse callouts from dudes without bounty. This dude can be called out
  while at their own home.

  Andreas Andregg is a Deputy; Pancho Castillo is not.

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock

  Scenario: It enters play on a dude and gives him 2 bounty; a Deputy cannot take it
    Given Player1's hand is "The Bloody Star"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Andreas Andregg | home |
    When Player1 tries to attach "The Bloody Star" to "Andreas Andregg"
    Then the play is refused by rule "noon.shoppin.only_attach"
    When Player1 attaches "The Bloody Star" to "Pancho Castillo"
    Then "Pancho Castillo" has 2 bounty
    And "Andreas Andregg" has 0 bounty
    And the log contains "Player1 gives Pancho Castillo 2 bounty"

  Scenario: It cannot be traded to a Deputy
    Given Player1 has these dudes:
      | dude            | at   | attachments     |
      | Pancho Castillo | home | The Bloody Star |
      | Andreas Andregg | home |                 |
      | Clint Ramsey    | home |                 |
    When Player1 tries to trade "The Bloody Star" to "Andreas Andregg"
    Then the play is refused by rule "noon.shoppin.only_attach"
    When Player1 trades "The Bloody Star" to "Clint Ramsey"
    Then "The Bloody Star" is attached to "Clint Ramsey"

  Scenario: Called out at his own home by a dude without bounty, he cannot refuse
    Given it is Player2's turn
    And Player1 has these dudes:
      | dude            | at   | attachments     |
      | Pancho Castillo | home | The Bloody Star |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player1's home |
    When Player2 calls out "Pancho Castillo" with "Steven Wiles"
    And Player1 tries to refuse
    Then the play is refused by rule "callout.must_accept"
    When Player1 accepts
    Then Player2 is asked to "Select a casualty"

  Scenario: A caller with a bounty may be refused
    Given it is Player2's turn
    And Player1 has these dudes:
      | dude            | at   | attachments     |
      | Pancho Castillo | home | The Bloody Star |
    And Player2 has these dudes:
      | dude         | at             | bounty |
      | Steven Wiles | Player1's home | 1      |
    When Player2 calls out "Pancho Castillo" with "Steven Wiles"
    And Player1 refuses
    Then "Pancho Castillo" is booted

  Scenario: Without the Star a dude at his own home cannot be called out
    Given it is Player2's turn
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player1's home |
    When Player2 tries to call out "Pancho Castillo" with "Steven Wiles"
    Then the play is refused by rule "callout.home"
