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

  Scenario: Reacting with more bullets in your posse, no shootout play makes a dude join
    Given the phase is High Noon
    And Player2's hand is "Twilight Is Upon Us"
    And Player2 has these dudes:
      | dude          | at             |
      | Clint Ramsey  | Town Square    |
      | Steele Archer | Player2's home |
    When Player1 calls out "Clint Ramsey" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 reacts with "Test of Wills (2nd ability)"
    And Player2 plays "Twilight Is Upon Us"
    And Player2 selects "Steele Archer"
    Then "Steele Archer" is at "Player2's home"
    And Player2's posse is "Clint Ramsey"
    And Player1 is asked to "Select a card"

  Scenario: With no more bullets than the opposing posse, the React is not offered and dudes join
    Pancho Castillo's 3 bullets against Clint Ramsey's 2 and Wilber Crowley's 1: not more.
    Given the phase is High Noon
    And Player2's hand is "Twilight Is Upon Us"
    And Player2 has these dudes:
      | dude            | at             |
      | Clint Ramsey    | Town Square    |
      | Wilber Crowley  | Town Square    |
      | Steele Archer   | Player2's home |
    When Player1 calls out "Clint Ramsey" with "Pancho Castillo"
    And Player2 accepts
    And Player2 chooses "join Wilber Crowley"
    And Player2 is done
    Then Player1 is asked to "Select a play"
    When Player1 passes
    And Player2 plays "Twilight Is Upon Us"
    And Player2 selects "Steele Archer"
    Then Player2's posse is "Clint Ramsey, Wilber Crowley, Steele Archer"
    And Player1 is asked to "Select a play"
