@card:24025 @blind
Feature: Hao-T'e Zui, The Mad Monk (blind proof)
  Dude, cost 8. "If you are Anarchists, reduce the cost to play Hao-T'e Zui by the number
  of different locations with at least one of your dudes. Shootout, Boot: Discard an
  opposing goods."
  108 Gracious Gifts is a 108 Righteous Bandits outfit: the Anarchists.

  Scenario: Anarchists with dudes at two locations pay 2 less
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: 108 Gracious Gifts (Weird West Edition)
          ghost_rock: 10
          street: [home, General Store]
          hand: ["Hao-T'e Zui, The Mad Monk"]
          dudes:
            - {card: Clint Ramsey, at: Town Square}
            - {card: Tommy Harden, at: General Store}
            - {card: Olivia Jenks, at: General Store}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
      """
    When Player1 hires "Hao-T'e Zui, The Mad Monk"
    Then Player1 has 4 ghost rock

  Scenario: Another outfit pays the full cost
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, General Store]
          hand: ["Hao-T'e Zui, The Mad Monk"]
          dudes:
            - {card: Clint Ramsey, at: Town Square}
            - {card: Tommy Harden, at: General Store}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
      """
    When Player1 hires "Hao-T'e Zui, The Mad Monk"
    Then Player1 has 2 ghost rock

  Scenario: In a shootout he discards an opposing goods
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                      | at          |
      | Hao-T'e Zui, The Mad Monk | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Shotgun     |
    And a shootout at "Town Square" led by "Hao-T'e Zui, The Mad Monk" against "Olivia Jenks"
    When Player1 uses "Hao-T'e Zui, The Mad Monk"
    And Player1 selects "Shotgun"
    Then "Shotgun" is in Player2's discard pile
    And "Hao-T'e Zui, The Mad Monk" is booted
    And "Olivia Jenks" has 2 bullets
    And Player1 is asked to "Select a card"

  Scenario: Only goods in the opposing posse can be discarded, not his own side's
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                      | at          | attachments |
      | Hao-T'e Zui, The Mad Monk | Town Square | Pinto       |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Shotgun     |
      | Steven Wiles | home        | Mustang     |
    And a shootout at "Town Square" led by "Hao-T'e Zui, The Mad Monk" against "Olivia Jenks"
    When Player1 uses "Hao-T'e Zui, The Mad Monk"
    Then Player1 is asked to "Select a goods"
    And Player1 may choose "Shotgun"
    And Player1 may not choose "Pinto"
    And Player1 may not choose "Mustang"
