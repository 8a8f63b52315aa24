Feature: Inventing a Gadget dude
  Rules digest §3.5, §7.3: a Gadget dude is hired like any dude, and one of your Mad
  Scientists at a location you control must invent it: he boots and pulls, adding his Mad
  Scientist rating, against its difficulty. Success puts the dude into play — "at the Mad
  Scientist's location" where its text says so (QUATERMAN PRIME, Gadget 6, cost 2) —;
  failure discards it, the ghost rock spent. Roberto Muratore is a Mad Scientist 1.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1 has 2 ghost rock
    And Player1's hand is "QUATERMAN PRIME"

  @rule:gadget.dude
  Scenario: Invented, he enters play where the scientist stands
    Given Player1 has these dudes:
      | dude             | at            |
      | Roberto Muratore | General Store |
    And Player1's next pull is "5H"
    When Player1 hires "QUATERMAN PRIME"
    Then "QUATERMAN PRIME" is at "General Store"
    And "Roberto Muratore" is booted
    And Player1 has 0 ghost rock
    And the log contains "Player1's Roberto Muratore invents QUATERMAN PRIME, who enters play at General Store"

  @rule:gadget.dude
  Scenario: A failed invention discards him
    Given Player1 has these dudes:
      | dude             | at            |
      | Roberto Muratore | General Store |
    And Player1's next pull is "2H"
    When Player1 hires "QUATERMAN PRIME"
    Then "QUATERMAN PRIME" is in Player1's discard pile
    And Player1 has 0 ghost rock
    And the log contains "Player1's Roberto Muratore fails to invent QUATERMAN PRIME"

  @rule:gadget.inventor
  Scenario: Without a Mad Scientist at a location Player1 controls he cannot be hired
    Given Player1 has these dudes:
      | dude             | at          |
      | Roberto Muratore | Town Square |
    When Player1 tries to hire "QUATERMAN PRIME"
    Then the play is refused by rule "gadget.inventor"
    And "QUATERMAN PRIME" is in Player1's hand
