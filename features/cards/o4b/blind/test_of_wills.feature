@card:21056 @blind
Feature: Test of Wills (blind proof)
  Shootout: Boot an opposing card. If it is a goods or spell, it loses all abilities, traits,
  and bonuses.  React: After posses are formed, if your posse has more total bullets than the
  opposing posse, shootout plays cannot cause dudes to join posses or cause dudes to leave
  the shootout.

  Pancho Castillo has 3 bullets; a Shotgun gives +1 bullets (Clint Ramsey 2 + 1 = 3).

  Background:
    Given the board "shootout"
    And Player1's hand is "Test of Wills"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Booting an opposing dude
    Given Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clint Ramsey"
    When Player1 plays "Test of Wills"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is booted
    And "Clint Ramsey" has 2 bullets
    And Player1 is asked to "Select a card"

  Scenario: A booted goods also loses its bonuses
    Given Player2 has these dudes:
      | dude         | at          | attachments |
      | Clint Ramsey | Town Square | Shotgun     |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clint Ramsey"
    Then "Clint Ramsey" has 3 bullets
    When Player1 plays "Test of Wills"
    And Player1 selects "Shotgun"
    Then "Shotgun" is booted
    And "Clint Ramsey" is unbooted
    And "Clint Ramsey" has 2 bullets
    And Player1 is asked to "Select a card"
