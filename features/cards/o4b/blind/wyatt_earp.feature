@card:21026 @blind
Feature: Wyatt Earp (blind proof)
  If your outfit is Law Dogs, reduce Wyatt's cost by 2 for each of your Law Dogs dudes in Boot
  Hill.

  While Wyatt is in your posse, your shooter gets +2 bullets if the opposing shooter's bounty
  is greater than their bullets.

  Cheatin' Resolution: Ace the opposing shooter or a wanted dude in the opposing posse.

  Wyatt costs 9. Tommy Harden is a Law Dogs dude, Barton Everest an Outlaw. Olivia Jenks has
  2 bullets, Steven Wiles 3.

  Scenario: A Law Dogs outfit pays 2 less per Law Dogs dude in its Boot Hill
    Given a game between "Law Dogs" and "Jonah's Alliance"
    And the phase is High Noon
    And Player1 has 7 ghost rock
    And Player1's hand is "Wyatt Earp"
    And Player1's boot hill is "Tommy Harden, Barton Everest"
    When Player1 hires "Wyatt Earp"
    Then "Wyatt Earp" is in play
    And Player1 has 0 ghost rock

  Scenario: Another outfit pays his full cost
    Given a game between "Jonah's Alliance" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 9 ghost rock
    And Player1's hand is "Wyatt Earp"
    And Player1's boot hill is "Tommy Harden"
    When Player1 hires "Wyatt Earp"
    Then Player1 has 0 ghost rock

  Scenario: With Wyatt in the posse, your shooter gets +2 bullets against a shooter with more bounty than bullets
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Wyatt Earp   | Town Square |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 4      |
    And a shootout at "Town Square" led by "Wyatt Earp" against "Steven Wiles"
    And Player1's posse is "Wyatt Earp, Olivia Jenks"
    When Player1 picks "Olivia Jenks" as shooter
    Then "Olivia Jenks" has 4 bullets
    And "Wyatt Earp" has 3 bullets
    And Player1 is asked to "Select a card"

  Scenario: A shooter whose bounty equals his bullets gives no bonus
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Wyatt Earp   | Town Square |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 3      |
    And a shootout at "Town Square" led by "Wyatt Earp" against "Steven Wiles"
    And Player1's posse is "Wyatt Earp, Olivia Jenks"
    When Player1 picks "Olivia Jenks" as shooter
    Then "Olivia Jenks" has 2 bullets
    And Player1 is asked to "Select a card"

  Scenario: Cheatin' Resolution: Wyatt aces the opposing shooter
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude       | at          |
      | Wyatt Earp | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Wyatt Earp" against "Steven Wiles"
    And Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "AS AS AD 5C 9H"
    When Player1 uses "Wyatt Earp"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is in Player2's boot hill
    And Player1 is asked to "Select a dude"

  Scenario: Cheatin' Resolution: a wanted dude in the opposing posse may be aced, an unwanted one who is not the shooter may not
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude       | at          |
      | Wyatt Earp | Town Square |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Steven Wiles    | Town Square | 0      |
      | Clint Ramsey    | Town Square | 1      |
      | Pancho Castillo | Town Square | 0      |
    And a shootout at "Town Square" led by "Wyatt Earp" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Clint Ramsey, Pancho Castillo"
    And Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "AS AS AD 5C 9H"
    When Player2 picks "Steven Wiles" as shooter
    And Player1 uses "Wyatt Earp"
    Then Player1 may choose "Steven Wiles"
    And Player1 may choose "Clint Ramsey"
    And Player1 may not choose "Pancho Castillo"
    When Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is in Player2's boot hill
    And Player1 is asked to "Select a casualty"

  Scenario: Against a legal hand there is no Cheatin' Resolution
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude       | at          |
      | Wyatt Earp | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Wyatt Earp" against "Steven Wiles"
    And Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "AS AC AD 5C 9H"
    When Player1 tries to use "Wyatt Earp"
    Then "Steven Wiles" is in play
    And Player1 is asked to "Select a casualty"
