@card:20001 @blind
Feature: 108 Gracious Gifts (Too Tough to Die) (blind proof)
  Outfit. While you have less ghost rock than each other player, you may discard an extra
  card at Sundown.
  Noon, Pay 2 Ghost Rock, Boot: Unboot your dude.

  Scenario: With less ghost rock than the other player, two cards may be discarded at Sundown
    Given the board:
      """
      phase: sundown
      first_player: Player1
      players:
        - name: Player1
          outfit: 108 Gracious Gifts (Too Tough to Die)
          ghost_rock: 3
          hand: [Shotgun, Roan, Pinto, Tin Star, Peacemaker]
          deck: [Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Pat's Perch, Blake Ranch]
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          hand: [Buffalo Rifle, Doyle's Hoyle, Mustang, Quickdraw Handgun, Legendary Holster]
          deck: [Tommy Harden, Auction, Bad Company, Whiskey Flask, Circle M Ranch, Undertaker]
      """
    When Player1 discards "Shotgun"
    And Player1 discards "Roan"
    Then "Shotgun" is in Player1's discard pile
    And "Roan" is in Player1's discard pile

  Scenario: With as much ghost rock as the other player, only one card
    Given the board:
      """
      phase: sundown
      first_player: Player1
      players:
        - name: Player1
          outfit: 108 Gracious Gifts (Too Tough to Die)
          ghost_rock: 5
          hand: [Shotgun, Roan, Pinto, Tin Star, Peacemaker]
          deck: [Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Pat's Perch, Blake Ranch]
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          hand: [Buffalo Rifle, Doyle's Hoyle, Mustang, Quickdraw Handgun, Legendary Holster]
          deck: [Tommy Harden, Auction, Bad Company, Whiskey Flask, Circle M Ranch, Undertaker]
      """
    When Player1 discards "Shotgun"
    Then Player2 is asked to "Select a card"
    And "Roan" is in Player1's hand

  Scenario: Noon: pay 2 ghost rock and boot the outfit to unboot your dude
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: 108 Gracious Gifts (Too Tough to Die)
          ghost_rock: 5
          dudes:
            - {card: Jake Smiley, at: Town Square, booted: true}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          dudes:
            - {card: Olivia Jenks, at: Town Square, booted: true}
      """
    When Player1 uses "108 Gracious Gifts"
    Then Player1 may not choose "Olivia Jenks"
    When Player1 selects "Jake Smiley"
    Then "Jake Smiley" is unbooted
    And "108 Gracious Gifts" is booted
    And Player1 has 3 ghost rock
    And "Olivia Jenks" is booted

  Scenario: Noon: with less than 2 ghost rock the ability cannot be used
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: 108 Gracious Gifts (Too Tough to Die)
          ghost_rock: 1
          dudes:
            - {card: Jake Smiley, at: Town Square, booted: true}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
      """
    When Player1 tries to use "108 Gracious Gifts"
    Then the play is refused by rule "ability.cost"
    And "Jake Smiley" is booted
