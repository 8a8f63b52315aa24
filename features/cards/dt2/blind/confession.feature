@card:24194 @blind
Feature: Confession (blind proof)
  Spell, Miracle. Noon Miracle 5, Boot: Transfer one bounty from a dude at a nearby
  location to your stash.
  Noon Miracle 6, Boot: Give a dude at this location one bounty. You may boot this dude to
  target a dude in an adjacent location instead.

  Ezrael Jones (Blessed 1) casts it from the Town Square: 4 + 1 = 5, 5 + 1 = 6.

  Background:
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude         | at          | attachments                  |
      | Ezrael Jones | Town Square | Confession (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 2      |

  Scenario: One bounty moves from a nearby dude to your stash
    Given Player1's next pull is "4H"
    When Player1 uses "Confession (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 1 bounty
    And Player1 has 1 ghost rock
    And "Confession (Weird West Edition)" is booted
    And "Ezrael Jones" is unbooted

  Scenario: A failed pull transfers nothing
    Given Player1's next pull is "3H"
    When Player1 uses "Confession (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 2 bounty
    And Player1 has 0 ghost rock

  Scenario: The second ability gives a dude at this location one bounty
    Given Player1's next pull is "5H"
    When Player1 uses "Confession (Weird West Edition) (2nd ability)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 3 bounty
    And Player1 has 0 ghost rock
    And "Confession (Weird West Edition)" is booted

  Scenario: Against Miracle 6 a pull of 4 fails: no bounty
    Given Player1's next pull is "4H"
    When Player1 uses "Confession (Weird West Edition) (2nd ability)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 2 bounty

  Scenario: A bounty is transferred from a dude at an adjacent location too
    Given Player2 has these dudes:
      | dude          | at   | bounty |
      | Clint Ramsey  | home | 1      |
    And Player1's next pull is "4H"
    When Player1 uses "Confession (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 0 bounty
    And Player1 has 1 ghost rock
    And "Ezrael Jones" is unbooted

  Scenario: To give a bounty to a dude at an adjacent location, the Blessed boots
    Given Player2 has these dudes:
      | dude          | at   |
      | Clint Ramsey  | home |
    And Player1's next pull is "5H"
    When Player1 uses "Confession (Weird West Edition) (2nd ability)"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 1 bounty
    And "Ezrael Jones" is booted
