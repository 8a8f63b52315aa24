@card:21050 @blind
Feature: Malison (blind proof)
  Shootout Hex 9, Boot: Choose an opposing dude. Your posse gets a +1 draw hand bonus of that
  dude's bullet type while that dude is in the shootout. If that dude is aced or discarded
  during this shootout, give this dude a permanent +1 influence.

  Steele Archer is a Huckster 2 draw with 2 influence and 0 bullets; Pancho Castillo a stud.
  Player1's three of a kind beats Player2's pair by 2 ranks.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Malison     |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Steele Archer" against "Pancho Castillo"

  Scenario: A success gives your posse a stud bonus; the dude aced, the Huckster gets +1 influence
    Given Player1's next draw hand is "3H 3D 3C 6S JD"
    And Player2's next draw hand is "2H 2D 5C 9S KH"
    And Player1's next pull is "7H"
    When Player1 uses "Malison"
    And Player1 selects "Pancho Castillo"
    Then "Malison" is booted
    And the log has a line containing "Player1 draws 6 cards with a stud bonus of 1"
    When Player2 covers the casualties with "ace Pancho Castillo"
    Then "Steele Archer" has 3 influence
    And Player1 is asked to "Select a dude"

  Scenario: Against a draw, the bonus is a draw bonus
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jake Smiley     | Town Square |
    And Player2's posse is "Pancho Castillo, Jake Smiley"
    And Player1's next pull is "7H"
    When Player1 uses "Malison"
    And Player1 selects "Jake Smiley"
    And Player2 picks "Pancho Castillo" as shooter
    Then the log has a line containing "Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 1"
    And Player1 is asked to "Select a card"

  Scenario: A failed hex gives no bonus
    Given Player1's next pull is "6H"
    When Player1 uses "Malison"
    And Player1 selects "Pancho Castillo"
    Then "Malison" is booted
    And the log has a line containing "Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 0"
    And Player2 is asked to "Select a card"

  Scenario: The bonus lasts only while that dude is in the shootout
    Vivene Goldsun (a draw once her Mystical goods is gone) sends Pancho home booted: Soul
    Cage's value 12 is over his grit 10.
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jake Smiley     | Town Square |
    And Player2's posse is "Pancho Castillo, Jake Smiley"
    And Player1 has these dudes:
      | dude           | at          | attachments                    |
      | Steele Archer  | Town Square | Malison                        |
      | Vivene Goldsun | Town Square | Soul Cage (Weird West Edition) |
    And Player1's posse is "Steele Archer, Vivene Goldsun"
    And Player1's next pull is "7H"
    When Player1 uses "Malison"
    And Player1 selects "Pancho Castillo"
    And Player1 uses "Vivene Goldsun"
    And Player1 selects "Soul Cage (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Player2's home"
    When Player1 picks "Steele Archer" as shooter
    Then the log has a line containing "Player1 draws 5 cards with a stud bonus of 0"
    And Player1 is asked to "Select a card"
