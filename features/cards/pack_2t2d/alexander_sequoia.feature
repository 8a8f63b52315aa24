@card:20010
Feature: Alexander Sequoia (Too Tough to Die)
  While Alexander is in town square, you may discard an extra card from your hand at Sundown.
  Noon: If Alexander is in town square, unboot Alexander.

  Scenario: In town square Alexander unboots himself
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                                   | at          | booted |
      | Alexander Sequoia (Too Tough to Die) | Town Square | yes    |
    When Player1 uses "Alexander Sequoia"
    Then "Alexander Sequoia" is unbooted
    And the log contains "Player1 unboots Alexander Sequoia"

  Scenario: Elsewhere he stays booted
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                                   | at   | booted |
      | Alexander Sequoia (Too Tough to Die) | home | yes    |
    When Player1 uses "Alexander Sequoia"
    Then "Alexander Sequoia" is booted

  Scenario: In town square at Sundown his player discards a second card
    Given the phase is Sundown
    And Player1's hand is "Shotgun, Mustang, Pinto"
    And Player1's deck is "Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field, Buffalo Rifle, Legendary Holster"
    And Player2's deck is "Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field, Buffalo Rifle, Legendary Holster"
    And Player1 has these dudes:
      | dude                                   | at          |
      | Alexander Sequoia (Too Tough to Die) | Town Square |
    When Player1 discards "Shotgun"
    And Player1 discards "Mustang"
    Then "Pinto" is in Player1's hand
    And the log contains in order:
      """
      Player1 discards Shotgun
      Player1 discards Mustang
      Player1 draws 4 cards
      """

  Scenario: Elsewhere at Sundown his player discards one card
    Given the phase is Sundown
    And Player1's hand is "Shotgun, Mustang, Pinto"
    And Player1's deck is "Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field, Buffalo Rifle, Legendary Holster"
    And Player2's deck is "Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field, Buffalo Rifle, Legendary Holster"
    And Player1 has these dudes:
      | dude                                   | at   |
      | Alexander Sequoia (Too Tough to Die) | home |
    When Player1 discards "Shotgun"
    Then "Mustang" is in Player1's hand
    And the log contains in order:
      """
      Player1 discards Shotgun
      Player1 draws 3 cards
      """
