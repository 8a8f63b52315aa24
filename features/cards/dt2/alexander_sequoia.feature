@card:24052
Feature: Alexander Sequoia (Weird West Edition)
  While Alexander is in town square, you may discard an additional card at Nightfall.
  Noon: If Alexander is in town square, unboot Alexander.

  Scenario: In town square Alexander unboots himself
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                                   | at          | booted |
      | Alexander Sequoia (Weird West Edition) | Town Square | yes    |
    When Player1 uses "Alexander Sequoia (Weird West Edition)"
    Then "Alexander Sequoia (Weird West Edition)" is unbooted
    And the log contains "Player1 unboots Alexander Sequoia (Weird West Edition)"

  Scenario: Elsewhere he stays booted
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                                   | at   | booted |
      | Alexander Sequoia (Weird West Edition) | home | yes    |
    When Player1 uses "Alexander Sequoia (Weird West Edition)"
    Then "Alexander Sequoia (Weird West Edition)" is booted

  Scenario: In town square at Nightfall his player discards a second card
    Given the phase is Sundown
    And Player1's hand is "Shotgun, Mustang, Pinto"
    And Player1's deck is "Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field, Buffalo Rifle, Legendary Holster"
    And Player2's deck is "Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field, Buffalo Rifle, Legendary Holster"
    And Player1 has these dudes:
      | dude                                   | at          |
      | Alexander Sequoia (Weird West Edition) | Town Square |
    When Player1 discards "Shotgun"
    And Player1 discards "Mustang"
    Then "Pinto" is in Player1's hand
    And the log contains in order:
      """
      Player1 discards Shotgun
      Player1 discards Mustang
      Player1 draws 4 cards
      """

  Scenario: Elsewhere at Nightfall his player discards one card
    Given the phase is Sundown
    And Player1's hand is "Shotgun, Mustang, Pinto"
    And Player1's deck is "Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field, Buffalo Rifle, Legendary Holster"
    And Player2's deck is "Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field, Buffalo Rifle, Legendary Holster"
    And Player1 has these dudes:
      | dude                                   | at   |
      | Alexander Sequoia (Weird West Edition) | home |
    When Player1 discards "Shotgun"
    Then "Mustang" is in Player1's hand
    And the log contains in order:
      """
      Player1 discards Shotgun
      Player1 draws 3 cards
      """
