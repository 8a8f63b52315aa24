@card:20010 @blind
Feature: Alexander Sequoia (Too Tough to Die) (blind proof)
  Dude. While Alexander is in town square, you may discard an extra card from your hand at
  Sundown.
  Noon: If Alexander is in town square, unboot Alexander.

  Scenario: In town square, two cards may be discarded at Sundown
    Given the board:
      """
      phase: sundown
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          hand: [Shotgun, Roan, Pinto, Tin Star, Peacemaker]
          deck: [Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Pat's Perch, Blake Ranch]
          dudes:
            - {card: Alexander Sequoia (Too Tough to Die), at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          hand: [Buffalo Rifle, Doyle's Hoyle, Mustang, Quickdraw Handgun, Legendary Holster]
          deck: [Tommy Harden, Auction, Bad Company, Whiskey Flask, Circle M Ranch, Undertaker]
          dudes:
            - {card: Olivia Jenks, at: Town Square}
      """
    When Player1 discards "Shotgun"
    And Player1 discards "Roan"
    Then "Shotgun" is in Player1's discard pile
    And "Roan" is in Player1's discard pile

  Scenario: Away from town square, only one card
    Given the board:
      """
      phase: sundown
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          hand: [Shotgun, Roan, Pinto, Tin Star, Peacemaker]
          deck: [Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Pat's Perch, Blake Ranch]
          dudes:
            - {card: Alexander Sequoia (Too Tough to Die), at: home}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          hand: [Buffalo Rifle, Doyle's Hoyle, Mustang, Quickdraw Handgun, Legendary Holster]
          deck: [Tommy Harden, Auction, Bad Company, Whiskey Flask, Circle M Ranch, Undertaker]
          dudes:
            - {card: Olivia Jenks, at: Town Square}
      """
    When Player1 discards "Shotgun"
    Then Player2 is asked to "Select a card"
    And "Roan" is in Player1's hand

  Scenario: Noon: booted in town square, he unboots
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                                 | at          | booted |
      | Alexander Sequoia (Too Tough to Die) | Town Square | true   |
    When Player1 uses "Alexander Sequoia"
    Then "Alexander Sequoia" is unbooted

  Scenario: Noon: away from town square he stays booted
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                                 | at             | booted |
      | Alexander Sequoia (Too Tough to Die) | Player1's home | true   |
    When Player1 uses "Alexander Sequoia"
    Then "Alexander Sequoia" is booted
