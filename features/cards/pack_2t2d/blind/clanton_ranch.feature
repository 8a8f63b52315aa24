@card:20032 @blind
Feature: Clanton Ranch (Too Tough to Die) (blind proof)
  Deed, Private • Ranch • Out of Town; production 1.
  Noon, Boot: If you are not the Winner, gain 1 ghost rock.

  "The Winner" is read as the player who won lowball this day, the first player (as the
  Weird West Edition's "Dealer", ruling dealer-is-first-player).

  Background:
    Given the phase is High Noon
    And Player1's out of town deeds is "Clanton Ranch"
    And Player1 has 0 ghost rock

  @ruling:winner-is-the-lowball-winner
  Scenario: A player who is not the Winner gains 1 ghost rock
    Given Player2 is the first player
    And it is Player1's turn
    When Player1 uses "Clanton Ranch"
    Then Player1 has 1 ghost rock
    And "Clanton Ranch" is booted

  @ruling:winner-is-the-lowball-winner
  Scenario: The Winner boots the Ranch for nothing
    Given Player1 is the first player
    When Player1 uses "Clanton Ranch"
    Then Player1 has 0 ghost rock
    And "Clanton Ranch" is booted

  Scenario: A booted Ranch cannot be used again
    Given Player2 is the first player
    And it is Player1's turn
    And Player1 has used "Clanton Ranch" today
    When Player1 tries to use "Clanton Ranch"
    Then the play is refused by rule "noon.once_per_day"
    And Player1 has 0 ghost rock
