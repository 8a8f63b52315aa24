@card:20032
Feature: Clanton Ranch (Too Tough to Die)
  Deed, Private • Ranch • Out of Town, production 1.
  Noon, Boot: If you are not the Winner, gain 1 ghost rock.

  The Winner is the player who won lowball this day: the first player. Player1 starts with
  5 ghost rock. Unlike the Weird West Edition's "Controller Noon", the ability is its
  owner's.

  Background:
    Given the board "shootout"
    And Player1's out of town deeds is "Clanton Ranch (Too Tough to Die)"

  @ruling:winner-is-the-lowball-winner
  Scenario: A player who is not the Winner gains 1 ghost rock
    Given Player2 is the first player
    And it is Player1's turn
    When Player1 uses "Clanton Ranch"
    Then Player1 has 6 ghost rock
    And "Clanton Ranch" is booted
    And the log contains in order:
      """
      Player1 uses Clanton Ranch
      Player1 gains 1 ghost rock
      """

  @ruling:winner-is-the-lowball-winner
  Scenario: The Winner boots the ranch for nothing
    Given Player1 is the first player
    When Player1 uses "Clanton Ranch"
    Then Player1 has 5 ghost rock
    And "Clanton Ranch" is booted

  Scenario: An opponent who controls the ranch cannot use it: it is its owner's
    Given Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | Clanton Ranch |
    And Player1 is the first player
    And it is Player2's turn
    When Player2 tries to use "Clanton Ranch"
    Then the play is refused by rule "ability.owner"
    And Player2 has 5 ghost rock
