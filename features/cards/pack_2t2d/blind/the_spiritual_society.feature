@card:20003 @blind
Feature: The Spiritual Society (Too Tough to Die) (blind proof)
  Outfit. After refilling your hand during Sundown, if you have equal or more influence in
  town square than each other player, draw a card.
  Noon, Boot: Boot your dude to boot an opposing dude with less influence at the same
  location.

  Steele Archer and Olivia Jenks have 2 influence, Tommy Harden 1.

  Scenario: More influence in town square: a sixth card after the refill
    Given the board:
      """
      phase: sundown
      first_player: Player1
      players:
        - name: Player1
          outfit: The Spiritual Society (Too Tough to Die)
          ghost_rock: 5
          hand: [Shotgun, Roan, Pinto, Tin Star, Peacemaker]
          deck: [Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Pat's Perch, Blake Ranch]
          dudes:
            - {card: Steele Archer, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          hand: [Buffalo Rifle, Doyle's Hoyle, Mustang, Quickdraw Handgun, Legendary Holster]
          deck: [Tommy Harden, Auction, Bad Company, Whiskey Flask, Circle M Ranch, Undertaker]
          dudes:
            - {card: Tommy Harden, at: Town Square}
      """
    When Player1 is done
    And Player2 is done
    Then Player1 has 6 cards in hand
    And Player2 has 5 cards in hand

  Scenario: Equal influence in town square is enough
    Given the board:
      """
      phase: sundown
      first_player: Player1
      players:
        - name: Player1
          outfit: The Spiritual Society (Too Tough to Die)
          ghost_rock: 5
          hand: [Shotgun, Roan, Pinto, Tin Star, Peacemaker]
          deck: [Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Pat's Perch, Blake Ranch]
          dudes:
            - {card: Steele Archer, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          hand: [Buffalo Rifle, Doyle's Hoyle, Mustang, Quickdraw Handgun, Legendary Holster]
          deck: [Tommy Harden, Auction, Bad Company, Whiskey Flask, Circle M Ranch, Undertaker]
          dudes:
            - {card: Olivia Jenks, at: Town Square}
      """
    When Player1 is done
    And Player2 is done
    Then Player1 has 6 cards in hand

  Scenario: Less influence in town square: no extra card
    Given the board:
      """
      phase: sundown
      first_player: Player1
      players:
        - name: Player1
          outfit: The Spiritual Society (Too Tough to Die)
          ghost_rock: 5
          hand: [Shotgun, Roan, Pinto, Tin Star, Peacemaker]
          deck: [Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Pat's Perch, Blake Ranch]
          dudes:
            - {card: Tommy Harden, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          hand: [Buffalo Rifle, Doyle's Hoyle, Mustang, Quickdraw Handgun, Legendary Holster]
          deck: [Tommy Harden, Auction, Bad Company, Whiskey Flask, Circle M Ranch, Undertaker]
          dudes:
            - {card: Olivia Jenks, at: Town Square}
      """
    When Player1 is done
    And Player2 is done
    Then Player1 has 5 cards in hand

  Scenario: Noon: boot your dude to boot an opposing dude with less influence there
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Too Tough to Die)
          ghost_rock: 5
          dudes:
            - {card: Steele Archer, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          dudes:
            - {card: Tommy Harden, at: Town Square}
            - {card: Olivia Jenks, at: Town Square}
      """
    When Player1 uses "The Spiritual Society (2nd ability)"
    And Player1 selects "Steele Archer"
    Then Player1 may not choose "Olivia Jenks"
    When Player1 selects "Tommy Harden"
    Then "Tommy Harden" is booted
    And "Steele Archer" is booted
    And "The Spiritual Society" is booted
    And "Olivia Jenks" is unbooted

  Scenario: Noon: an opposing dude elsewhere cannot be booted
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Too Tough to Die)
          ghost_rock: 5
          dudes:
            - {card: Steele Archer, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          dudes:
            - {card: Tommy Harden, at: home}
      """
    When Player1 tries to use "The Spiritual Society (2nd ability)"
    Then the play is refused by rule "ability.cost"
    And "Tommy Harden" is unbooted
    And "Steele Archer" is unbooted
