@card:21034 @blind
Feature: Curly Bill Brocius (blind proof)
  After you reveal a higher hand rank than the opposing posse during a shootout, give one of
  your dudes 1 bounty.

  React, Boot: After you win a shootout round with Curly Bill in your posse, if your posse has
  more total bounty than the opposing posse, the opposing posse takes 2 extra casualties.

  Scenario: Revealing the higher hand, you give one of your dudes 1 bounty
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          |
      | Curly Bill Brocius | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Curly Bill Brocius" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Clint Ramsey"
    And Player1's next draw hand is "AS AC 8D 6C KH"
    And Player2's next draw hand is "2H 4D 6S 8S TD"
    When Player2 picks "Steven Wiles" as shooter
    And Player1 selects "Curly Bill Brocius"
    Then "Curly Bill Brocius" has 1 bounty
    And Player1 is asked to "Select a react"

  Scenario: Winning with more bounty in the posse, the opposing posse takes 2 extra casualties
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          | bounty |
      | Curly Bill Brocius | Town Square | 2      |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Curly Bill Brocius" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Clint Ramsey"
    And Player1's next draw hand is "AS AC 8D 6C KH"
    And Player2's next draw hand is "2H 4D 6S 8S TD"
    When Player2 picks "Steven Wiles" as shooter
    And Player1 selects "Curly Bill Brocius"
    And Player1 reacts with "Curly Bill Brocius"
    Then "Curly Bill Brocius" is booted
    When Player2 tries to cover the casualties with "discard Clint Ramsey"
    Then the play is refused by rule "shootout.casualties"
    When Player2 covers the casualties with "ace Steven Wiles, discard Clint Ramsey"
    Then "Steven Wiles" is in Player2's boot hill
    And "Clint Ramsey" is in Player2's discard pile
    And Player1 is asked to "Select a dude"

  Scenario: With no more bounty in the posse than the opposing posse, the React is not offered
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          | bounty |
      | Curly Bill Brocius | Town Square | 0      |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 2      |
    And a shootout at "Town Square" led by "Curly Bill Brocius" against "Steven Wiles"
    And Player1's next draw hand is "AS AC 8D 6C KH"
    And Player2's next draw hand is "2H 4D 6S 8S TD"
    When Player1 selects "Curly Bill Brocius"
    And Player1 tries to react with "Curly Bill Brocius"
    Then "Curly Bill Brocius" is unbooted
    When Player2 covers the casualties with "discard Steven Wiles"
    Then "Steven Wiles" is in Player2's discard pile
    And Player1 is asked to "Select a dude"
