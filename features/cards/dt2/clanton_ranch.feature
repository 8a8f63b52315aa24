@card:24114
Feature: Clanton Ranch (Weird West Edition)
  Deed, Private • Ranch • Out of Town, production 1.
  Controller Noon, Boot: If you are not the Dealer, gain 1 ghost rock.

  The Dealer is the player who won lowball this day: the first player. Player1 starts
  with 5 ghost rock.

  Background:
    Given the board "shootout"
    And Player1's out of town deeds is "Clanton Ranch (Weird West Edition)"

  @ruling:dealer-is-first-player
  Scenario: A player who is not the Dealer gains 1 ghost rock
    Given Player2 is the first player
    And it is Player1's turn
    When Player1 uses "Clanton Ranch (Weird West Edition)"
    Then Player1 has 6 ghost rock
    And "Clanton Ranch (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1 uses Clanton Ranch (Weird West Edition)
      Player1 gains 1 ghost rock
      """

  @ruling:dealer-is-first-player
  Scenario: The Dealer boots the ranch for nothing
    Given Player1 is the first player
    When Player1 uses "Clanton Ranch (Weird West Edition)"
    Then Player1 has 5 ghost rock
    And "Clanton Ranch (Weird West Edition)" is booted

  Scenario: Whoever controls the ranch uses it
    Given Player2 has these dudes:
      | dude         | at                                 |
      | Steven Wiles | Clanton Ranch (Weird West Edition) |
    And Player1 is the first player
    And it is Player2's turn
    When Player2 uses "Clanton Ranch (Weird West Edition)"
    Then Player2 has 6 ghost rock
