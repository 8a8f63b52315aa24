@card:24251 @blind
Feature: Outgunned (blind proof)
  Action. "Resolution: If your posse has higher total bullets than the opposing posse,
  boot your shooter to increase your hand rank by 2."
  Player1's posse: Sloane (4) and Clint Ramsey (2) = 6 bullets; Player2's: Olivia Jenks
  (2). Player1 reveals One Pair (rank 2).

  Background:
    Given the board "shootout"
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 2C 5C 9S QS"

  Scenario: More bullets: the shooter boots and the hand rank rises by 2
    Given Player1 has these dudes:
      | dude         | at          |
      | Sloane       | Town Square |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Outgunned (Weird West Edition)"
    And a shootout at "Town Square" led by "Sloane" against "Olivia Jenks"
    And Player1's posse is "Sloane, Clint Ramsey"
    When Player1 picks "Sloane" as shooter
    And Player1 plays "Outgunned (Weird West Edition)"
    Then Player1's hand rank is 4
    And "Sloane" is booted
    And Player1 wins the round
    And Player2 takes 2 casualties
    And Player2 is asked to "Select a casualty"

  Scenario: Equal bullets (2 against 2): no boot and no rank bonus
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Outgunned (Weird West Edition)"
    And a shootout at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"
    When Player1 tries to play "Outgunned (Weird West Edition)"
    Then "Clint Ramsey" is unbooted
    And Player1's hand rank is 2
    And Player2 takes 1 casualty
    And Player2 is asked to "Select a casualty"
