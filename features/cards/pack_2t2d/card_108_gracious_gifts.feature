@card:20001
Feature: 108 Gracious Gifts (Too Tough to Die)
  Outfit. While you have less ghost rock than each other player, you may discard an extra
  card at Sundown. Noon, Pay 2 Ghost Rock, Boot: Unboot your dude.

  Background:
    Given a game between "108 Gracious Gifts (Too Tough to Die)" and "Law Dogs"

  Scenario Outline: Only with less ghost rock than the other player, discard a second card at Sundown
    Given the phase is Sundown
    And Player1 has <mine> ghost rock
    And Player2 has 5 ghost rock
    And Player1's hand is "Shotgun, Mustang, Pinto"
    And Player1's deck is "Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field, Buffalo Rifle, Legendary Holster"
    And Player2's deck is "Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field, Buffalo Rifle, Legendary Holster"
    And Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 discards "Shotgun"
    And Player1 tries to discard "Mustang"
    Then <outcome>

    Examples:
      | mine | outcome                                 |
      | 4    | "Mustang" is in Player1's discard pile  |
      | 5    | "Mustang" is in Player1's hand          |
      | 6    | "Mustang" is in Player1's hand          |

  Scenario: Pay 2 ghost rock and boot the outfit to unboot your dude
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude            | at   | booted |
      | Pancho Castillo | home | yes    |
      | Steele Archer   | home | no     |
    And Player2 has these dudes:
      | dude         | at   | booted |
      | Olivia Jenks | home | yes    |
    When Player1 uses "108 Gracious Gifts"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is unbooted
    And Player1 has 3 ghost rock
    And "108 Gracious Gifts" is booted
    And the log contains "Player1 unboots Pancho Castillo"
