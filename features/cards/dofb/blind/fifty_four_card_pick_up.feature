@card:25044 @blind
Feature: 54 Card Pick-Up (blind proof)
  "Shootout Hex 7, Boot: Boot an Opposing Dude.
  Shootout Hex 11, Boot: Boot two Opposing Cards."

  Steele Archer: a Huckster 2. Shotgun is a goods.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments     |
      | Steele Archer | Town Square | 54 Card Pick-Up |
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
      | Clyde Owens     | Town Square |             |
    And a shootout at "Town Square" led by "Steele Archer" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Clyde Owens"

  Scenario: At 5 + 2 = 7 the Hex boots an opposing dude
    Given Player1's next pull is "5H"
    When Player1 uses "54 Card Pick-Up"
    And Player1 selects "Clyde Owens"
    Then "Clyde Owens" is booted
    And "Pancho Castillo" is unbooted
    And "54 Card Pick-Up" is booted
    And Player2 is asked to "Select a play"

  Scenario: At 4 + 2 = 6 it fails: nobody is booted
    Given Player1's next pull is "4H"
    When Player1 uses "54 Card Pick-Up"
    And Player1 selects "Clyde Owens"
    Then "Clyde Owens" is unbooted
    And "Pancho Castillo" is unbooted
    And Player2 is asked to "Select a play"

  Scenario: At 9 + 2 = 11 the second Hex boots two opposing cards
    Given Player1's next pull is "9H"
    When Player1 uses "54 Card Pick-Up (2nd ability)"
    And Player1 selects "Shotgun"
    And Player1 selects "Clyde Owens"
    Then "Shotgun" is booted
    And "Clyde Owens" is booted
    And "Pancho Castillo" is unbooted
    And Player2 is asked to "Select a dude"

  Scenario: At 8 + 2 = 10 the second Hex fails
    Given Player1's next pull is "8H"
    When Player1 uses "54 Card Pick-Up (2nd ability)"
    Then "Shotgun" is unbooted
    And "Clyde Owens" is unbooted
    And Player2 is asked to "Select a play"
