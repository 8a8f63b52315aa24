@card:24091
Feature: Walter Jameson (Weird West Edition)
  While Walter is at a deed owned by an opposing player, he gets +1 influence.

  Walter prints 1 influence. Bank of California is Player2's deed, General Store Player1's.

  Background:
    Given the board "shootout"

  Scenario: At an opposing player's deed Walter has 2 influence
    Given Player1 has these dudes:
      | dude           | at                 |
      | Walter Jameson | Bank of California |
    Then "Walter Jameson" has 2 influence

  Scenario: At his own deed he has 1 influence
    Given Player1 has these dudes:
      | dude           | at            |
      | Walter Jameson | General Store |
    Then "Walter Jameson" has 1 influence

  Scenario: At an opposing player's home, which is no deed, he has 1 influence
    Given Player1 has these dudes:
      | dude           | at             |
      | Walter Jameson | Player2's home |
    Then "Walter Jameson" has 1 influence
