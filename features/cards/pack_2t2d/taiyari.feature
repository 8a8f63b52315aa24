@card:20008
Feature: Taiyari
  Shootout: Choose your dude. Pay the opposing posse's controller ghost rock equal to that
  dude's bullets to make that dude a stud. If that dude has 0 bullets, pay 1 ghost rock
  instead. That dude has a maximum bullet rating of 4.

  Jake Smiley is a 1-bullet draw, Steele Archer a 0-bullet draw, Sloane a 4-bullet stud
  (5 with Shotgun's +1).

  Background:
    Given the board "shootout"
    And Player1 has 6 ghost rock
    And Player2 has 0 ghost rock
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Taiyari       | Town Square |             |
      | Jake Smiley   | Town Square |             |
      | Steele Archer | Town Square |             |
      | Sloane        | Town Square | Shotgun     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Taiyari"
    And Player1's posse is "Taiyari, Jake Smiley, Steele Archer, Sloane"

  Scenario: Pay the other side the dude's bullets to make him a stud, for the shootout
    Then "Jake Smiley" is a draw
    When Player1 uses "Taiyari"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is a stud
    And Player1 has 5 ghost rock
    And Player2 has 1 ghost rock
    And "Jake Smiley" has "stud, bullets at most 4" from "Taiyari" until end of shootout
    And the log contains "Player1 pays 1 ghost rock to make Jake Smiley a stud"
    And Player1 is asked to "Select a play"

  Scenario: A dude with 0 bullets costs 1 ghost rock
    When Player1 uses "Taiyari"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is a stud
    And Player1 has 5 ghost rock
    And Player2 has 1 ghost rock
    And Player1 is asked to "Select a play"

  Scenario: The maximum bullet rating of 4 holds against his weapon
    Then "Sloane" has 5 bullets
    When Player1 uses "Taiyari"
    And Player1 selects "Sloane"
    Then "Sloane" has 4 bullets
    And Player1 has 1 ghost rock
    And Player2 has 5 ghost rock
    And Player1 is asked to "Select a play"

  Scenario: A dude whose bullets his player cannot pay is not offered
    Given Player1 has 4 ghost rock
    When Player1 uses "Taiyari"
    Then the options are:
      """
      Taiyari
      Jake Smiley
      Steele Archer
      cancel
      """

  Scenario: With exactly the dude's bullets in ghost rock, he is offered
    Given Player1 has 5 ghost rock
    When Player1 uses "Taiyari"
    And Player1 selects "Sloane"
    Then Player1 has 0 ghost rock
    And "Sloane" has 4 bullets
    And Player1 is asked to "Select a play"
