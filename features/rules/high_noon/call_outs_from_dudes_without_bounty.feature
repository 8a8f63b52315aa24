Feature: A dude who cannot refuse call outs from dudes without bounty
  Rules digest §5.1: a callee may refuse a call out and go home booted, unless something
  says he cannot. "This dude cannot refuse callouts from dudes without bounty" (The Bloody
  Star) binds him only against a caller with no bounty; a wanted caller may be refused.

  Background:
    Given the phase is High Noon
    And it is Player2's turn
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And "Pancho Castillo" gets "cannot refuse call outs from dudes without bounty" from "Pancho Castillo" until end of day

  @rule:callout.must_accept
  Scenario: A caller with no bounty cannot be refused
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player2 calls out "Pancho Castillo" with "Steven Wiles"
    And Player1 tries to refuse
    Then the play is refused by rule "callout.must_accept"
    And the play is refused because "Pancho Castillo cannot refuse a call out from Steven Wiles, who has no bounty"
    And Player1 is asked to "Select an option"

  @rule:callout.refuse
  Scenario: A wanted caller may be refused
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 2      |
    When Player2 calls out "Pancho Castillo" with "Steven Wiles"
    And Player1 refuses
    Then "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted
